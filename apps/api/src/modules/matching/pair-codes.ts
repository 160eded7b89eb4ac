/**
 * The pairs met during candidate finding, as numeric codes (first * size + second) in a growing
 * typed array, sorted and deduplicated once at the end (decision 0054). A Set of 10^7 pairs was
 * the main cost of finding duplicates in 100,000 persons: a typed array's native numeric sort and
 * one pass are several times cheaper, and the pairs are then visited in a stable order. Codes up to
 * 2^53 are exact in a Float64Array (a size of 100,000 gives 10^10).
 */
export class PairCodes {
  private codes = new Float64Array(1 << 16);
  private length = 0;

  add(code: number): void {
    if (this.length === this.codes.length) {
      const grown = new Float64Array(this.codes.length * 2);
      grown.set(this.codes);
      this.codes = grown;
    }
    this.codes[this.length++] = code;
  }

  /** Each distinct code once, in increasing order, split back into its two numbers. */
  forEachOnce(size: number, visit: (first: number, second: number) => void): void {
    const sorted = this.codes.subarray(0, this.length).sort();
    if (process.env.MATCH_DEBUG) console.error('pair codes', this.length);
    let last = -1;
    for (let k = 0; k < sorted.length; k++) {
      const code = sorted[k]!;
      if (code === last) continue;
      last = code;
      const first = Math.floor(code / size);
      visit(first, code - first * size);
    }
    this.codes = new Float64Array(0);
    this.length = 0;
  }
}
