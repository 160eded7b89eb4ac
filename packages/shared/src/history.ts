import { z } from 'zod';

/**
 * The change history (issue 17, docs/decisions/0023). A record's `section` is the part of an entity
 * one editor saves at once (a profile tab, a site page); the newest record of a section is that
 * section's version.
 */
export const personSections = ['basic', 'photo', 'cover', 'contact', 'education', 'about'] as const;
export type PersonSection = (typeof personSections)[number];

/** The version of each profile tab, as the editor loads it and sends it back with a save. */
export const profileVersionsSchema = z.object({
  basic: z.number().int(),
  photo: z.number().int(),
  cover: z.number().int(),
  contact: z.number().int(),
  education: z.number().int(),
  about: z.number().int(),
});
export type ProfileVersions = z.infer<typeof profileVersionsSchema>;

/** The version an edit was based on: 0 for a section never saved since the history began. */
export const versionField = z
  .number()
  .int()
  .min(0)
  .describe('The version the edit is based on (from the profile or page read); stale: 409');

export const fieldChangeSchema = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type FieldChange = z.infer<typeof fieldChangeSchema>;

export const changeRecordSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  userId: z.number().int().nullable(),
  userName: z.string(),
  action: z.string().describe('What was done, e.g. profile.contact, person.add, site.publish'),
  entityType: z.string(),
  entityId: z.number().int().nullable(),
  personId: z.number().int().nullable(),
  personName: z
    .string()
    .nullable()
    .describe("The person's name now (or, deleted, as the record last had it)"),
  section: z.string(),
  changes: z.array(fieldChangeSchema),
  revertsId: z.number().int().nullable().describe('The record this one reverted'),
  revertible: z.boolean().describe('Whether the kind of change can be reverted at all'),
});
export type ChangeRecord = z.infer<typeof changeRecordSchema>;

export const changePageSchema = z.object({
  items: z.array(changeRecordSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type ChangePage = z.infer<typeof changePageSchema>;

/** Who has changed something in a family: the choices of the Recent changes page's user filter. */
export const changeAuthorSchema = z.object({ userId: z.number().int(), userName: z.string() });
export type ChangeAuthor = z.infer<typeof changeAuthorSchema>;

/** A stamp as people read it in a message: "2026-11-24 10:05 UTC". */
export const stampText = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

export const historyMessages = {
  staleVersion: (who: string, at: string) =>
    `${who} changed this on ${stampText(at)} after you opened it. Nothing was saved: reload to see their changes.`,
  newerChange: (who: string, at: string) =>
    `This change cannot be reverted: ${who} changed the same fields later, on ${stampText(at)}.`,
  notRevertible: 'This kind of change cannot be reverted.',
  dependsOnLater: (what: string, who: string, at: string) =>
    `This change cannot be reverted: ${what}, changed by ${who} on ${stampText(at)}, depends on it. Revert that first.`,
  needsConsent:
    "This change cannot be reverted: it would link a person of another family again, which needs that family's consent (send a link request).",
  alreadyBack: 'This change cannot be reverted: what it removed is back already.',
  nothingToRevert:
    'This change cannot be reverted: what it changed is as it was before already. Nothing was changed.',
  breaksRule: (rule: string) => `This change cannot be reverted: ${rule}`,
  entityGone: 'This change cannot be reverted: what it changed no longer exists.',
  imageGone: (what: string) =>
    `This change cannot be reverted: ${what} was deleted since. Nothing was changed.`,
  onlyAdmins: 'Only a family admin can see the recent changes and revert them.',
  unsavedChanges: 'You have unsaved changes. Leave without saving?',
} as const;

/** The profile tab each save writes (its version is sent with the save). */
export const profileSaveSections = {
  saveBasicDetails: 'basic',
  saveProfilePhoto: 'photo',
  saveCoverPhoto: 'cover',
  saveAddressContact: 'contact',
  saveEducationProfession: 'education',
  saveAbout: 'about',
} as const satisfies Record<string, PersonSection>;

/**
 * The kinds of change Recent changes filters by (issue 29), each the action prefixes of its
 * records ("person." for person.add and person.delete); a revert is its own kind.
 */
export const changeKinds = {
  tree: { label: 'Family tree', actions: ['person.', 'union.', 'child.'] },
  profile: { label: 'Profiles', actions: ['profile.', 'privacy.'] },
  site: { label: 'Website pages', actions: ['site.'] },
  gallery: { label: 'Gallery', actions: ['album.'] },
  events: { label: 'Events', actions: ['event.'] },
  news: { label: 'News', actions: ['news.'] },
  settings: { label: 'Settings', actions: ['settings.'] },
  research: {
    label: 'Sources, citations and notes',
    actions: ['source.', 'repository.', 'citation.', 'note.'],
  },
  media: { label: 'Media', actions: ['media.'] },
  accounts: { label: 'Admins and members', actions: ['branchAdmin.', 'memberAccount.'] },
  import: { label: 'GEDCOM imports', actions: ['gedcom.'] },
  revert: { label: 'Reverts', actions: ['revert'] },
} as const satisfies Record<string, { label: string; actions: readonly string[] }>;
export type ChangeKind = keyof typeof changeKinds;
export const changeKindNames = Object.keys(changeKinds) as [ChangeKind, ...ChangeKind[]];
