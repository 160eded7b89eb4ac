import type { RelationResponse, TreeNode } from '@familytree/shared';
import type { AppContext } from '../../infra/context.js';
import { addPerson, marry } from './tree.test-helpers.js';

/**
 * A hand-built family for the relation tests (generation in brackets):
 *
 * [1] Adam ─ Eve, and Adam ─ Lilith (second wife)                       Zed: an unrelated founder
 * [2] Bob ─ Beth        Carol ─ Colin       Hal ─ Hanna     (Bob, Carol: Eve's; Hal: Lilith's)
 * [3] Dan ─ Diana, Dora ─ Dirk   Cath ─ Cyril   Hugo
 * [4] Ed ─ Olga (Olga's home is another family), Ella (Dora's)   Cole (Cath's)
 * [5] Fay (Ed's; no mother recorded)   Cora (Cole's)
 * [6] Gus (Fay's)
 * [7] Ian (Gus's)
 */
export const people = [
  'adam',
  'eve',
  'lilith',
  'zed',
  'bob',
  'beth',
  'carol',
  'colin',
  'hal',
  'hanna',
  'dan',
  'diana',
  'dora',
  'dirk',
  'cath',
  'cyril',
  'hugo',
  'ed',
  'olga',
  'ella',
  'cole',
  'fay',
  'cora',
  'gus',
  'ian',
] as const;
export type Who = (typeof people)[number];
export type Family = Record<Who, number>;

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

export async function buildRelationFamily(
  context: AppContext,
  familyId: number,
  otherFamilyId: number,
): Promise<Family> {
  const f = {} as Family;
  const add = async (
    who: Who,
    gender: 'M' | 'F',
    parents: { father?: Who; mother?: Who } = {},
    home = familyId,
  ) => {
    f[who] = await addPerson(context, home, {
      first: cap(who),
      last: 'Root',
      gender,
      father: parents.father ? f[parents.father] : null,
      mother: parents.mother ? f[parents.mother] : null,
      order: parents.father || parents.mother ? 1 : null,
    });
  };
  const wed = (a: Who, b: Who, order = 1) => marry(context, familyId, f[a], f[b], order);

  await add('adam', 'M');
  await add('eve', 'F');
  await add('lilith', 'F');
  await add('zed', 'M');
  await wed('adam', 'eve');
  await wed('adam', 'lilith', 2);

  await add('bob', 'M', { father: 'adam', mother: 'eve' });
  await add('carol', 'F', { father: 'adam', mother: 'eve' });
  await add('hal', 'M', { father: 'adam', mother: 'lilith' });
  await add('beth', 'F');
  await add('colin', 'M');
  await add('hanna', 'F');
  await wed('bob', 'beth');
  await wed('carol', 'colin');
  await wed('hal', 'hanna');

  await add('dan', 'M', { father: 'bob', mother: 'beth' });
  await add('dora', 'F', { father: 'bob', mother: 'beth' });
  await add('cath', 'F', { father: 'colin', mother: 'carol' });
  await add('hugo', 'M', { father: 'hal', mother: 'hanna' });
  await add('diana', 'F');
  await add('dirk', 'M');
  await add('cyril', 'M');
  await wed('dan', 'diana');
  await wed('dora', 'dirk');
  await wed('cath', 'cyril');

  await add('ed', 'M', { father: 'dan', mother: 'diana' });
  await add('ella', 'F', { father: 'dirk', mother: 'dora' });
  await add('cole', 'M', { father: 'cyril', mother: 'cath' });
  // Olga lives in another family and is linked here as Ed's wife.
  await add('olga', 'F', {}, otherFamilyId);
  await wed('ed', 'olga');

  await add('fay', 'F', { father: 'ed' });
  await add('cora', 'F', { father: 'cole' });
  await add('gus', 'M', { mother: 'fay' });
  await add('ian', 'M', { father: 'gus' });
  return f;
}

/** A relation tree as first names: [member, spouses, children]. */
export type Shape = [string, string[], Shape[]];
export function shape(node: TreeNode): Shape {
  return [node.member.firstName, node.spouse.map((s) => s.firstName), node.childs.map(shape)];
}

/** The relation path as lowercase first names, resolved through the fixture's ids. */
export function pathNames(f: Family, body: RelationResponse): string[] {
  const byId = new Map(Object.entries(f).map(([who, id]) => [id, who]));
  return body.path.map((id) => byId.get(id) ?? `#${id}`);
}
