import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFamily,
  createTestContext,
  login,
  testPassword,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';
import { addPerson, marry } from '../tree/tree.test-helpers.js';
import { expectClosed, exportFile, recordsOf } from './gedcom.test-helpers.js';
import { familyKey } from './xrefs.js';

// Issue 13, a member whose two parents are both guests of the file (persons written only as
// partners of members): their family was left out, so the file had both parents and the child
// but not that they are its parents.
//
// In a whole family's export a member child always has a member parent: a child is added by a
// member (saveMember CHILD, in that member's family), a father or mother is added in the child's
// family, a parent with children cannot be deleted, and only a parent of another family than the
// child's can be detached. In a branch's export (the root, their descendants and their
// spouses) a spouse's parents are outside the branch, and both are guests when each is married to
// another spouse of the branch: Sue married Dan (the root Ray's son); her father Paul also married
// Ray's wife Wendy, her mother Pia Hal, the husband of Ray's daughter Dora (the dates would say
// after which death or divorce: the tree keeps unions without them).

let t: TestContext;
let family: TestFamily;
let token: string;
const id: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestContext();
  family = await createFamily(t.context);
  token = await login(t.app, family.admin.email, testPassword);
  const add = async (first: string, gender: 'M' | 'F', father?: number, mother?: number) =>
    (id[first] = await addPerson(t.context, family.familyId, {
      first,
      gender,
      father: father ?? null,
      mother: mother ?? null,
      order: father || mother ? 1 : null,
    }));
  await add('Ray', 'M');
  await add('Wendy', 'F');
  await marry(t.context, family.familyId, id.Ray!, id.Wendy!);
  await add('Dan', 'M', id.Ray, id.Wendy);
  await add('Dora', 'F', id.Ray, id.Wendy);
  await add('Paul', 'M');
  await add('Pia', 'F');
  await marry(t.context, family.familyId, id.Paul!, id.Pia!);
  await add('Sue', 'F', id.Paul, id.Pia);
  await marry(t.context, family.familyId, id.Dan!, id.Sue!);
  await add('Hal', 'M');
  await marry(t.context, family.familyId, id.Dora!, id.Hal!);
  await marry(t.context, family.familyId, id.Wendy!, id.Paul!, 2);
  await marry(t.context, family.familyId, id.Hal!, id.Pia!, 2);
});

afterAll(async () => {
  await t?.close();
});

const recordNamed = (text: string, xref: string) =>
  recordsOf(text).filter((r) => r[0]!.startsWith(`0 @${xref}@ `));

describe.each(['5.5.1', '7'])(
  'GEDCOM %s export of a branch member whose parents are guests',
  (v) => {
    let file: string;
    beforeAll(async () => {
      const version = v === '7' ? '&version=7' : '';
      file = await exportFile(t, family.familyId, token, `branch=${id.Ray}${version}`);
    });

    it('writes the parents once each, with a FAMS to their family, and that family', () => {
      const parents = familyKey(id.Paul!, id.Pia!);
      for (const guest of [id.Paul!, id.Pia!]) {
        const records = recordNamed(file, `I${guest}`);
        expect(records).toHaveLength(1);
        expect(records[0]).toContain(`1 FAMS @${parents}@`);
      }
      expect(recordNamed(file, parents)).toEqual([
        [
          `0 @${parents}@ FAM`,
          `1 HUSB @I${id.Paul}@`,
          `1 WIFE @I${id.Pia}@`,
          `1 CHIL @I${id.Sue}@`,
        ],
      ]);
      expect(recordNamed(file, `I${id.Sue}`)[0]).toContain(`1 FAMC @${parents}@`);
    });

    it('points only to records of the file', () => {
      expectClosed(file);
    });
  },
);

describe('GEDCOM export of the whole family', () => {
  it('writes Sue’s parents as members, as before', async () => {
    const file = await exportFile(t, family.familyId, token);
    const parents = familyKey(id.Paul!, id.Pia!);
    expect(recordNamed(file, parents)[0]).toContain(`1 CHIL @I${id.Sue}@`);
    expectClosed(file);
  });
});
