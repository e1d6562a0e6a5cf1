/** Splits text into lower-case words; punctuation, slashes and hyphens separate words. */
export function tokenize(text: string): string[] {
  // Most text is ASCII: skip the (slow) accent folding for it.
  const folded = /^[ -~\s]*$/.test(text) ? text : text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return folded
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** True when a and b differ by at most one insertion, deletion or substitution. */
export function isWithinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const lengthGap = a.length - b.length;
  if (Math.abs(lengthGap) > 1) return false;
  const [longer, shorter] = lengthGap >= 0 ? [a, b] : [b, a];
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < longer.length && j < shorter.length) {
    if (longer[i] === shorter[j]) {
      i += 1;
      j += 1;
      continue;
    }
    edits += 1;
    if (edits > 1) return false;
    if (longer.length === shorter.length) j += 1;
    i += 1;
  }
  return edits + (longer.length - i) <= 1;
}
