import { warningText, type WarningKey, type WarningText } from './warning-text.js';

/** What an export's conversion can leave out of a record: "NOTE under SOUR", "a second SEX". */
export type DroppedKey = Extract<WarningKey, `dropped.${string}`>;

/**
 * What the conversion left out of the record being converted, with how often: one entry per
 * text, found by its key and values (no English is formatted for a line left out).
 */
export type Dropped = Map<string, { what: WarningText; count: number }>;

export function countDropped(
  dropped: Dropped,
  key: DroppedKey,
  values?: Readonly<Record<string, string>>,
): void {
  const id = values ? `${key}\u0000${Object.values(values).join('\u0000')}` : key;
  const known = dropped.get(id);
  if (known) known.count++;
  else dropped.set(id, { what: warningText(key, values), count: 1 });
}
