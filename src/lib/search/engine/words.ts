/**
 * How text becomes words, and when two words count as the same: tokens,
 * question and filler words, English endings, and typos.
 */

const WORD_SEPARATORS = /[^\p{L}\p{N}]+/u;

/** A comma between thousands (1,000): readers type the number solid. */
const THOUSANDS_SEPARATOR = /(\d),(?=\d{3}(?!\d))/g;

/** Lower case, accents folded, numbers without thousands separators. */
function fold(text: string): string {
  // Most text is ASCII: skip the (slow) accent folding for it.
  const folded = /^[ -~\s]*$/.test(text) ? text : text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const lower = folded.toLowerCase();
  return lower.includes(',') ? lower.replace(THOUSANDS_SEPARATOR, '$1') : lower;
}

/** Lower-case words; accents folded; anything but letters and digits separates words. */
export function tokenize(text: string): string[] {
  return fold(text).split(WORD_SEPARATORS).filter(Boolean);
}

/**
 * A word, or words joined without spaces by - _ . or / the way names are
 * written: e-KYC, client_secret, FailedOperation.CompareFail, /api/wallet/wallet.
 */
const CHUNK = /[\p{L}\p{N}]+(?:[-_./][\p{L}\p{N}]+)*/gu;
const JOINERS = /[-_./]/;

export type Chunk = {
  /** Its words. */
  parts: string[];
  /**
   * Its words written solid: the whole name ('clientsecret', 'apiwalletwallet'),
   * and each part of a path or dotted name that is itself joined
   * ('getwallettransactions' in /api/wallet/get-wallet-transactions).
   */
  solid: string[];
};

function solidForms(chunk: string, parts: string[]): string[] {
  if (parts.length < 2) return [];
  const forms = new Set<string>();
  // Not for a version or a decimal number (3.10.2, 1.5).
  if (!/^[\d.]+$/.test(chunk)) forms.add(parts.join(''));
  if (/[/.]/.test(chunk)) {
    for (const segment of chunk.split(/[/.]/)) {
      const segmentParts = segment.split(JOINERS).filter(Boolean);
      if (segmentParts.length >= 2) forms.add(segmentParts.join(''));
    }
  }
  return [...forms];
}

/** The words of a text, chunk by chunk (see Chunk), in reading order. */
export function chunks(text: string): Chunk[] {
  return [...fold(text).matchAll(CHUNK)].map(([chunk]) => {
    const parts = chunk.split(JOINERS).filter(Boolean);
    return {parts, solid: solidForms(chunk, parts)};
  });
}

/**
 * The words of indexed text: its tokens, each joined name followed by its
 * solid forms, so a reader finds 'e-KYC' as 'ekyc' and 'client_secret' as
 * the name it is, not only as two words.
 */
export function indexWords(text: string): string[] {
  return chunks(text).flatMap(({parts, solid}) => [...parts, ...solid]);
}

/**
 * Words that carry no subject: a query phrased as a question or with filler
 * words ('how do I ...', 'what is the ...') never fails because of them.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the is are was were be been being am do does did done how what which who whom whose where when why ' +
    'i me my mine we us our you your it its they them their can could should would will shall may might must ' +
    'to of for in on at by with from into onto about as and or if then than so there here this that these ' +
    // 'another' is a determiner as 'any' and 'some' are: the reader's 'to another wallet' says a transfer has two
    // sides, which any transfer has; a record that has the word too (`to another wallet` in the NFT transfer) has
    // it by chance, and meeting it put that record above the token transfer the reader names.
    'those much many any some another please want need ' +
    // The verbs of a question ('where do I find', 'how do I get', 'what does it mean', 'which does it use'); 'read X'
    // asks for X as 'get X' does, and the reference names its reads 'Get …'.
    'get gets read reads find know see tell mean means happen happens use make'
  ).split(' '),
);

/** A plural's singular: 'policies' → 'policy', 'addresses' → 'address', 'batches' → 'batch', 'wallets' → 'wallet'. */
function singular(w: string): string {
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`;
  if (w.endsWith('sses') || /(?:ches|shes|xes|zes)$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) return w.slice(0, -1);
  return w;
}

/** 'available' and 'availability' → 'availab' (a stem is a prefix of the words it stands for); not 'table'. */
function ableStem(w: string): string | undefined {
  if (w.length > 6 && /[ai]ble$/.test(w)) return w.slice(0, -2);
  if (w.length > 7 && /[ai]bility$/.test(w)) return w.slice(0, -5);
  return undefined;
}

/** 'management' → 'manage', 'deployment' → 'deploy' (not 'comment' or 'payment'); 'minting', 'minted' → 'mint'. */
function withoutSuffix(w: string): string {
  if (w.length > 7 && w.endsWith('ment')) return w.slice(0, -4);
  if (w.length > 5 && w.endsWith('ing')) return w.slice(0, -3);
  if (w.length > 4 && w.endsWith('ed')) return w.slice(0, -2);
  return w;
}

/** A final 'e' gone, then a doubled last consonant undone: 'mapped' → 'mapp' → 'map'; not 'wall' or 'address'. */
function trimmedEnd(w: string): string {
  const noE = w.length > 3 && w.endsWith('e') ? w.slice(0, -1) : w;
  return noE.length > 3 && /([b-df-hj-km-np-rtv-z])\1$/.test(noE) ? noE.slice(0, -1) : noE;
}

/**
 * A light English stemmer: plurals and the common endings meet
 * (price / prices / priced / pricing, wallet / wallets, create / creating,
 * category / categories, manage / management, available / availability). Words of three letters or fewer, and words with
 * digits, are kept as they are.
 */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  const w = singular(word);
  return ableStem(w) ?? trimmedEnd(withoutSuffix(w));
}

/** Typos a query word may have, as Algolia counts them: one from 4 letters, two from 8. */
export function allowedTypos(word: string): number {
  if (/^\d+$/.test(word)) return 0;
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
}

/**
 * Edits between two words when at most `max`, else `max + 1`: insertions,
 * deletions, substitutions, and a swap of two neighbouring letters counts
 * as one (optimal string alignment distance).
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  let before = new Array<number>(width);
  let previous = new Array<number>(width);
  let current = new Array<number>(width);
  for (let j = 0; j < width; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j < width; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length]!, max + 1);
}
