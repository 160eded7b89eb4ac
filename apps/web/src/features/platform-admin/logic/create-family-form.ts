import { createFamilyRequestSchema, reservedSubdomains } from '@familytree/shared';

/** The server's rules for a new family, plus its reserved sub-domains checked as one types. */
export const createFamilyFormSchema = createFamilyRequestSchema.superRefine((values, ctx) => {
  if ((reservedSubdomains as readonly string[]).includes(values.domainName)) {
    ctx.addIssue({
      code: 'custom',
      path: ['domainName'],
      message: `The sub-domain '${values.domainName}' is reserved`,
    });
  }
});

export const createFamilyFields = [
  'name',
  'domainName',
  'adminEmail',
  'adminFirstName',
  'adminLastName',
] as const;

export const emptyCreateFamily = {
  name: '',
  domainName: '',
  adminEmail: '',
  adminFirstName: '',
  adminLastName: '',
};
