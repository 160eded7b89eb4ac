/** Every cached answer about one family's website content starts with this key. */
export const siteContentRootKey = (familyId: number) => ['site-content', familyId] as const;

export type ContentVersion = 'published' | 'draft';
