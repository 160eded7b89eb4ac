/**
 * Timestamps are stored as ISO-8601 UTC text: identical on SQLite and PostgreSQL and sortable.
 * Every stored time is read through here, so that tests can move the clock (testClock) to expire
 * links and sessions without waiting.
 */
let offsetMs = 0;

export const nowMs = () => Date.now() + offsetMs;
export const nowIso = () => new Date(nowMs()).toISOString();
export const isoIn = (ms: number) => new Date(nowMs() + ms).toISOString();

/** Tests only: moves the application's clock forward (or back to the real time with reset). */
export const testClock = {
  advance(ms: number): void {
    offsetMs += ms;
  },
  reset(): void {
    offsetMs = 0;
  },
};
