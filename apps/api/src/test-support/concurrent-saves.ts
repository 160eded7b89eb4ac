import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../infra/database.js';
import { snapshotTables } from './table-snapshot.js';

/**
 * The concurrent-saves tests (issue 28 item 3, decision 0023): N saves of one thing sent at once
 * from the same read, with the same If-Match.
 */
export const parallelSaves = 12;

/** `count` requests sent at once; `send` gets each one's index (to tell their bodies apart). */
export function atOnce(
  send: (index: number) => Promise<LightMyRequestResponse>,
  count = parallelSaves,
): Promise<LightMyRequestResponse[]> {
  return Promise.all(Array.from({ length: count }, (_, index) => send(index)));
}

/** The If-Match header of a save, none when `ifMatch` is undefined (an unconditional save). */
export const ifMatchHeader = (ifMatch?: string): Record<string, string> =>
  ifMatch === undefined ? {} : { 'if-match': ifMatch };

/** The 409 message of a save from a stale read: it names who changed it since. */
export const staleBy = (firstName: string) => new RegExp(`^${firstName}.* after you opened it`);

/**
 * Exactly one 200, the others 409 naming who saved (`firstName`): answers the index of the one
 * saved, for the caller to check that it is what is stored.
 */
export function theOneSaved(answers: LightMyRequestResponse[], firstName: string): number {
  const statuses = answers.map((r) => r.statusCode);
  const winners = statuses.flatMap((s, i) => (s === 200 ? [i] : []));
  expect(winners, statuses.join(',')).toHaveLength(1);
  for (const loser of answers.filter((r) => r.statusCode !== 200)) {
    expect(loser.statusCode, loser.body).toBe(409);
    expect(loser.json<{ message: string }>().message).toMatch(staleBy(firstName));
  }
  return winners[0]!;
}

/**
 * Sends each request in turn: every one is answered `status` (and passes `check`), and no table
 * changed — a refused save writes nothing.
 */
export async function refusedUnchanged(
  db: Db,
  status: number,
  sends: Array<() => Promise<LightMyRequestResponse>>,
  check: (res: LightMyRequestResponse) => void = () => {},
): Promise<void> {
  const before = await snapshotTables(db);
  for (const send of sends) {
    const res = await send();
    expect(res.statusCode, res.body).toBe(status);
    check(res);
  }
  expect(await snapshotTables(db)).toBe(before);
}

/** The 400 of a save whose If-Match is bad: it names only `field` ('If-Match' or 'version'). */
export const namesOnly = (field: string) => (res: LightMyRequestResponse) =>
  expect(Object.keys(res.json<{ fields: object }>().fields)).toEqual([field]);
