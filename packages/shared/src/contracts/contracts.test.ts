import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { apiPaths } from '../paths.js';
import { pathOf, pathParamNames } from './contract.js';
import { allContracts, familyTreeContract, imageContract, saveMemberContract } from './index.js';

describe('pathOf', () => {
  it('fills the pattern with the params, each encoded', () => {
    expect(pathOf(familyTreeContract, { familyId: 3 })).toBe('/api/familyTree/id/3');
    expect(pathOf(saveMemberContract, { parentId: 0, memberId: 12 })).toBe(
      '/api/familyTree/member/0/child/12/saveMember',
    );
    expect(pathOf(imageContract, { name: 'a b/c.png' })).toBe('/api/family/images/a%20b%2Fc.png');
  });

  it('keeps the paths of spec part 7 as they were', () => {
    expect(apiPaths.deleteChild(4, 5)).toBe('/api/familyTree/member/4/child/5');
    expect(apiPaths.canEdit(1, 2, 3)).toBe('/api/family/1/admin/2/member/3/canedit');
    expect(apiPaths.profileSave(9, 'saveAbout')).toBe('/api/member/9/saveAbout');
    expect(apiPaths.family('demo')).toBe('/api/family/demo');
  });
});

describe('the contracts', () => {
  it('name each call once', () => {
    const calls = allContracts.map((c) => `${c.method} ${c.path}`);
    expect(new Set(calls).size).toBe(calls.length);
  });

  it('have a params schema with exactly the parameters of their path', () => {
    for (const contract of allContracts) {
      const names = pathParamNames(contract).sort();
      const shape = contract.params ? Object.keys((contract.params as z.ZodObject).shape) : [];
      expect(shape.sort(), contract.path).toEqual(names);
    }
  });

  it('document every call and what each body replaces or does', () => {
    for (const contract of allContracts) {
      expect(contract.summary, contract.path).toBeTruthy();
      if (contract.body) {
        expect(contract.description, contract.path).toBeTruthy();
        expect(contract.bodyExample, contract.path).toBeDefined();
        // The example is a body the contract accepts.
        expect(
          contract.body.safeParse(contract.bodyExample).error?.issues ?? [],
          contract.path,
        ).toEqual([]);
      }
    }
  });
});
