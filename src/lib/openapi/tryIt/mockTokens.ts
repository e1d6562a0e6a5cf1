/**
 * The one part of the mock's memory the description cannot drive: which
 * token calls move an amount, and between which body fields. The amount is
 * `amount`, the contract `contract_address` (as the Token Management
 * operations name them).
 */
export type TokenMove = {credit?: string; debit?: string};

export const tokenMoves: Record<string, TokenMove> = {
  mintToken: {credit: 'to'},
  // `to` is the holder whose tokens are burned; `wallet_address` is the contract owner.
  burnToken: {debit: 'to'},
  transferToken: {debit: 'wallet_address', credit: 'to'},
};

/** Balance reads: the body field naming the wallet whose balance is read. */
export const balanceReads: Record<string, string> = {getTokenBalance: 'wallet_address'};

export const balanceKey = (contract: unknown, wallet: unknown) => `${String(contract)} ${String(wallet)}`;
