/**
 * After a large one-off job (a GEDCOM import of 100,000 persons) V8 keeps the heap it grew to, and
 * lets the next work fill it with garbage before collecting again: the export that followed such
 * an import took the process to 714 MB, against 472 MB with a full collection once the file was
 * read and once the import was done (decision 0015). Needs node's `--expose-gc`, which `npm start` and the deploy guide
 * pass; without it this does nothing.
 *
 * A full collection costs its time even when there is little to let go (about 50 to 75 ms of CPU
 * each, twice per import of 10,000 persons, whose heap holds about 30 MB once its file is read:
 * a tenth of that import's CPU). It is asked for only when the heap holds more than this; the
 * 100,000-person import holds about 160 MB at the same point.
 */
const worthCollecting = 100 * 1024 * 1024;

export function releaseMemoryAfterLargeJob(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc && process.memoryUsage().heapUsed > worthCollecting) gc();
}
