import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test-support/index.js';
import { exportFile, familyWithFile, recordsOf } from './gedcom.test-helpers.js';

// Issue 30 (royal92.ged, Gramps 1422 → 1421 families): a man with two FAM records of his own,
// each with a child of an unknown mother, stays two families with a child each.

const file = `0 HEAD
1 GEDC
2 VERS 5.5.1
1 CHAR UTF-8
0 @I1@ INDI
1 NAME Pedro /Castile/
1 SEX M
1 FAMS @F1@
1 FAMS @F2@
0 @I2@ INDI
1 NAME Constanza /Castile/
1 FAMC @F1@
0 @I3@ INDI
1 NAME Isabella /Castile/
1 FAMC @F2@
0 @F1@ FAM
1 HUSB @I1@
1 CHIL @I2@
0 @F2@ FAM
1 HUSB @I1@
1 CHIL @I3@
0 TRLR
`;

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
}, 60_000);
afterAll(() => t?.close());

describe('two one-parent families of one man', () => {
  it('are written back as two FAM records, each with its child', async () => {
    const { family, token, id } = await familyWithFile(t, file);
    const text = await exportFile(t, family.familyId, token);
    const fams = recordsOf(text).filter((r) => / FAM$/.test(r[0]!));
    expect(fams).toHaveLength(2);
    const [first, second] = fams.map((r) => ({
      xref: /^0 @([^@]+)@/.exec(r[0]!)![1],
      lines: r.slice(1).filter((l) => !l.startsWith('1 _UID')),
    }));
    expect(first!.lines).toEqual([`1 HUSB @I${id.Pedro}@`, `1 CHIL @I${id.Constanza}@`]);
    expect(second!.lines).toEqual([`1 HUSB @I${id.Pedro}@`, `1 CHIL @I${id.Isabella}@`]);
    const person = (name: string) => recordsOf(text).find((r) => r[0] === `0 @I${id[name]}@ INDI`)!;
    expect(person('Constanza')).toContain(`1 FAMC @${first!.xref}@`);
    expect(person('Isabella')).toContain(`1 FAMC @${second!.xref}@`);
    expect(person('Pedro')).toEqual(
      expect.arrayContaining([`1 FAMS @${first!.xref}@`, `1 FAMS @${second!.xref}@`]),
    );
  });
});
