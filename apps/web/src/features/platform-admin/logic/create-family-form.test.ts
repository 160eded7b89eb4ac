import { describe, expect, it } from 'vitest';
import { createFamilyFormSchema, emptyCreateFamily } from './create-family-form';

const domainIssue = (domainName: string) => {
  const result = createFamilyFormSchema.safeParse({
    ...emptyCreateFamily,
    name: 'The Smiths',
    domainName,
    adminEmail: 'ann@example.com',
    adminFirstName: 'Ann',
    adminLastName: 'Smith',
  });
  return result.success ? null : result.error.issues[0]?.message;
};

describe('a new family sub-domain', () => {
  it('takes lowercase letters, digits and hyphens, and refuses reserved names', () => {
    expect(domainIssue('smith-family-2')).toBeNull();
    expect(domainIssue('Bad Name')).toBe('Use lowercase letters, digits and hyphens only');
    expect(domainIssue('admin')).toBe("The sub-domain 'admin' is reserved");
  });
});
