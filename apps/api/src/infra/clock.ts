/** Timestamps are stored as ISO-8601 UTC text: identical on SQLite and PostgreSQL and sortable. */
export const nowIso = () => new Date().toISOString();
export const isoIn = (ms: number) => new Date(Date.now() + ms).toISOString();
