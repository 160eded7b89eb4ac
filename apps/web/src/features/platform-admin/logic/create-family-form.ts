import {
  createFamilyRequestSchema,
  reservedSubdomains,
  translator,
  type Translate,
} from '@familytree/shared';
import { platformAdminMessages } from '../messages';

type PlatformAdminT = Translate<typeof platformAdminMessages.en>;
type PlatformAdminKey = keyof typeof platformAdminMessages.en & string;
const english: PlatformAdminT = translator(
  platformAdminMessages.en,
  'en',
  platformAdminMessages.en,
);

/**
 * The server's rules for a new family, plus its reserved sub-domains checked as one types (that
 * message in the language of `t`).
 */
export const createFamilyFormSchemaIn = (t: PlatformAdminT = english) =>
  createFamilyRequestSchema.superRefine((values, ctx) => {
    if ((reservedSubdomains as readonly string[]).includes(values.domainName)) {
      ctx.addIssue({
        code: 'custom',
        path: ['domainName'],
        message: t('reservedSubdomain', { domainName: values.domainName }),
      });
    }
  });

export const createFamilyFormSchema = createFamilyFormSchemaIn();

/** The English messages of the shared rule (createFamilyRequestSchema) → their keys here. */
const ruleKeys: ReadonlyMap<string, PlatformAdminKey> = new Map(
  (
    [
      'familyNameRequired',
      'atMost100',
      'subdomainRequired',
      'atMost63',
      'subdomainChars',
      'firstNameRequired',
      'lastNameRequired',
    ] as const
  ).map((key) => [platformAdminMessages.en[key], key]),
);

/**
 * A field's message in the current language: the shared rule's English by its key here, any other
 * (a spec text, a server's message) through `other` (useSpecText's `text`), unchanged by default.
 */
export function formMessage(
  message: string,
  t: PlatformAdminT = english,
  other: (message: string) => string = (text) => text,
): string {
  const key = ruleKeys.get(message);
  return key ? t(key) : other(message);
}

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
