/**
 * After a large one-off job (a GEDCOM import of 100,000 persons) V8 keeps the heap it grew to, and
 * lets the next work fill it with garbage before collecting again: the export that followed such
 * an import took the process to 714 MB, against 472 MB with a full collection once the file was
 * read and once the import was done (decision 0015). Needs node's `--expose-gc`, which `npm start` and the deploy guide
 * pass; without it this does nothing.
 */
export function releaseMemoryAfterLargeJob(): void {
  (globalThis as { gc?: () => void }).gc?.();
}
