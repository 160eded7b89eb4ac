export const familyRoles = ['FAMILY_ADMIN', 'BRANCH_ADMIN'] as const;
export type FamilyRole = (typeof familyRoles)[number];

export const PLATFORM_ADMIN = 'PLATFORM_ADMIN' as const;
export type Role = FamilyRole | typeof PLATFORM_ADMIN;

export const membershipStatuses = ['ACTIVE', 'INVITED', 'BLOCK', 'REJECTED'] as const;
export type MembershipStatus = (typeof membershipStatuses)[number];

export const genders = ['M', 'F'] as const;
export type Gender = (typeof genders)[number];

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
