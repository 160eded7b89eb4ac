import type { AppContext } from '../../infra/context.js';
import { addPerson, marry } from './tree.test-helpers.js';

/**
 * The family of the tree read tests (all Mathew unless said otherwise):
 *
 * Joseph ─ Mary (founding couple)
 *   1 José ─ Rosa Diaz (married in)          → Luke
 *   2 Anna ─ Peter Brown (married in)
 *   3 Thomas ─ Olga (linked from the other family)
 * Walter (second founder, no spouse)         → Wendy
 * Grace Kurian ─ Henry Kurian (a female founder and her married-in husband) → Gina Kurian
 *
 * The children of Joseph are inserted out of order (Thomas first) to prove childOrder sorting.
 */
export interface TreeFamily {
  joseph: number;
  mary: number;
  jose: number;
  anna: number;
  thomas: number;
  rosa: number;
  peter: number;
  olga: number;
  luke: number;
  walter: number;
  wendy: number;
  grace: number;
  henry: number;
  gina: number;
}

export async function buildTreeFamily(
  context: AppContext,
  familyId: number,
  otherFamilyId: number,
): Promise<TreeFamily> {
  const add = (p: Parameters<typeof addPerson>[2], home = familyId) =>
    addPerson(context, home, { last: 'Mathew', ...p });
  const joseph = await add({ first: 'Joseph', gender: 'M' });
  const mary = await add({ first: 'Mary', gender: 'F' });
  await marry(context, familyId, joseph, mary);
  const parents = { father: joseph, mother: mary };
  const thomas = await add({ first: 'Thomas', gender: 'M', order: 3, ...parents });
  const jose = await add({ first: 'José', middle: 'Antonio', gender: 'M', order: 1, ...parents });
  const anna = await add({ first: 'Anna', gender: 'F', order: 2, ...parents });
  const rosa = await add({ first: 'Rosa', last: 'Diaz', gender: 'F' });
  await marry(context, familyId, jose, rosa);
  const peter = await add({ first: 'Peter', last: 'Brown', gender: 'M' });
  await marry(context, familyId, anna, peter);
  const olga = await add({ first: 'Olga', last: 'Other', gender: 'F' }, otherFamilyId);
  await marry(context, familyId, thomas, olga);
  const luke = await add({ first: 'Luke', gender: 'M', order: 1, father: jose, mother: rosa });

  const walter = await add({ first: 'Walter', gender: 'M' });
  const wendy = await add({ first: 'Wendy', gender: 'F', order: 1, father: walter });

  const grace = await add({ first: 'Grace', last: 'Kurian', gender: 'F' });
  const henry = await add({ first: 'Henry', last: 'Kurian', gender: 'M' });
  await marry(context, familyId, grace, henry);
  const gina = await add({
    first: 'Gina',
    last: 'Kurian',
    gender: 'F',
    order: 1,
    father: henry,
    mother: grace,
  });
  return {
    joseph,
    mary,
    jose,
    anna,
    thomas,
    rosa,
    peter,
    olga,
    luke,
    walter,
    wendy,
    grace,
    henry,
    gina,
  };
}
