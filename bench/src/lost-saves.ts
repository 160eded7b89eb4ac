import { lostSavesKinds } from './lost-saves/kinds.js';
import { runLostSaves } from './lost-saves/harness.js';

/**
 * Issue 28 item 3: rounds of N saves of one record sent at once from the same read, through the
 * real server on a real socket, for every kind in lost-saves/kinds.ts. A "lost" save was answered
 * 200 and is not what is stored (the last writer overwrote it). Prints the counts; they should be 0.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/src/lost-saves.ts
 *   KIND=news npx tsx bench/src/lost-saves.ts   (only the kinds whose name holds "news")
 *   NO_IF_MATCH=1 KIND=event …   (family events sent without If-Match: the "before" figure)
 */
const rounds = Number(process.env.ROUNDS ?? 10);
const parallel = Number(process.env.PARALLEL ?? 12);
const only = process.env.KIND;

await runLostSaves(
  lostSavesKinds.filter((kind) => !only || kind.name.includes(only)),
  rounds,
  parallel,
);
