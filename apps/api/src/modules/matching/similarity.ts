/**
 * Jaro-Winkler similarity (0 to 1): the typo measure of names. Transposed and dropped letters
 * (Jonh, Elizbeth) stay above 0.9; different names of one sound (Mark, Mike) fall below.
 */
export function jaroWinkler(a: string, b: string): number {
  if (a === b) return a === '' ? 0 : 1;
  const la = a.length;
  const lb = b.length;
  if (la === 0 || lb === 0) return 0;
  const range = Math.max(0, Math.floor(Math.max(la, lb) / 2) - 1);
  const matchedA = new Uint8Array(la);
  const matchedB = new Uint8Array(lb);
  let matches = 0;
  for (let i = 0; i < la; i++) {
    const from = Math.max(0, i - range);
    const to = Math.min(lb - 1, i + range);
    for (let j = from; j <= to; j++) {
      if (matchedB[j] || a.charCodeAt(i) !== b.charCodeAt(j)) continue;
      matchedA[i] = 1;
      matchedB[j] = 1;
      matches++;
      break;
    }
  }
  if (matches === 0) return 0;
  let transpositions = 0;
  let k = 0;
  for (let i = 0; i < la; i++) {
    if (!matchedA[i]) continue;
    while (!matchedB[k]) k++;
    if (a.charCodeAt(i) !== b.charCodeAt(k)) transpositions++;
    k++;
  }
  const jaro = (matches / la + matches / lb + (matches - transpositions / 2) / matches) / 3;
  let prefix = 0;
  while (prefix < Math.min(4, la, lb) && a.charCodeAt(prefix) === b.charCodeAt(prefix)) prefix++;
  return jaro + prefix * 0.1 * (1 - jaro);
}

/** Whether a and b are equal from a's index `i` and b's index `j` on. */
function sameTail(a: string, i: number, b: string, j: number): boolean {
  if (a.length - i !== b.length - j) return false;
  for (; i < a.length; i++, j++) if (a.charCodeAt(i) !== b.charCodeAt(j)) return false;
  return true;
}

/**
 * Whether one typo turns `a` into `b`: a letter replaced, dropped, added or two neighbours
 * swapped (Optimal String Alignment distance 1). Jaro-Winkler is harsh on short names (Roy/Ryo,
 * Anna/Annd), where one typo is a large share of the name.
 */
export function oneTypoApart(a: string, b: string): boolean {
  const la = a.length;
  const lb = b.length;
  if (a === b || Math.abs(la - lb) > 1 || Math.min(la, lb) < 2) return false;
  let i = 0;
  while (i < la && i < lb && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (la > lb) return sameTail(a, i + 1, b, i);
  if (lb > la) return sameTail(a, i, b, i + 1);
  if (sameTail(a, i + 1, b, i + 1)) return true;
  return a[i] === b[i + 1] && a[i + 1] === b[i] && sameTail(a, i + 2, b, i + 2);
}
