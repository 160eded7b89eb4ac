/** MEMBER (issue 17): a relative who keeps their own profile, and nothing else. */
export const familyRoles = ['FAMILY_ADMIN', 'BRANCH_ADMIN', 'MEMBER'] as const;
export type FamilyRole = (typeof familyRoles)[number];

export const PLATFORM_ADMIN = 'PLATFORM_ADMIN' as const;
export type Role = FamilyRole | typeof PLATFORM_ADMIN;

export const membershipStatuses = ['ACTIVE', 'INVITED', 'BLOCK', 'REJECTED'] as const;
export type MembershipStatus = (typeof membershipStatuses)[number];

export const genders = ['M', 'F', 'U'] as const;
export type Gender = (typeof genders)[number];
/** What a screen shows for each gender; 'U' is GEDCOM's unknown (U, X or no SEX line). */
export const genderLabels: Record<Gender, string> = { M: 'Male', F: 'Female', U: 'Unknown' };
/** A stored gender column as a Gender: anything but M or F is unknown. */
export const toGender = (value: string): Gender => (value === 'M' || value === 'F' ? value : 'U');

/**
 * Sub-domains that can never name a family: they are the product's own hosts or would confuse
 * visitors and mail.
 */
export const reservedSubdomains = [
  'www',
  'api',
  'admin',
  'app',
  'static',
  'mail',
  'smtp',
  'imap',
  'pop',
  'ftp',
  'cdn',
  'assets',
  'data',
  'help',
  'support',
  'status',
  'blog',
  'docs',
  'dev',
  'test',
  'staging',
  'localhost',
] as const;
