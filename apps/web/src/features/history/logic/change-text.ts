import type { ChangeRecord } from '@familytree/shared';

/**
 * The change history in plain words (issue 17): records hold action names and database column
 * names (docs/decisions/0023); people read "Edited basic details" and "Place of birth".
 */
const actionWords: Record<string, string> = {
  'profile.basic': 'Edited basic details',
  'profile.photo': 'Changed the profile photo',
  'profile.cover': 'Changed the cover photo',
  'profile.contact': 'Edited address and contact',
  'profile.education': 'Edited education and profession',
  'profile.about': 'Edited the about section',
  'person.add': 'Added a person to the tree',
  'person.edit': 'Edited a person in the tree',
  'person.delete': 'Deleted a person from the tree',
  'union.add': 'Linked a spouse',
  'union.delete': 'Removed a spouse',
  'child.unlink': 'Unlinked a child',
  'site.rename': 'Renamed a menu page',
  'site.draft': 'Saved a page draft',
  'site.publish': 'Published a page',
  'branchAdmin.invite': 'Invited a branch admin',
  'branchAdmin.update': 'Edited a branch admin',
  'branchAdmin.assign': 'Gave a member to a branch admin',
  'branchAdmin.unassign': 'Took a member from a branch admin',
  'gedcom.import': 'Imported a GEDCOM file',
  'memberAccount.invite': 'Invited a relative to keep their profile',
  'memberAccount.remove': "Removed a member's access",
  'event.add': 'Added a family event',
  'event.edit': 'Edited a family event',
  'event.delete': 'Deleted a family event',
  'news.add': 'Posted news',
  'news.edit': 'Edited a news post',
  'news.delete': 'Deleted a news post',
  'album.add': 'Created an album',
  'album.rename': 'Renamed an album',
  'album.delete': 'Deleted an album',
  'album.photoAdd': 'Added a photo to an album',
  'album.photoRemove': 'Removed a photo from an album',
  'settings.edit': 'Changed the family settings',
  'source.add': 'Added a source',
  'source.edit': 'Edited a source',
  'source.delete': 'Deleted a source',
  'repository.add': 'Added a repository',
  'repository.edit': 'Edited a repository',
  'repository.delete': 'Deleted a repository',
  'citation.add': 'Cited a source',
  'citation.edit': 'Edited a citation',
  'citation.delete': 'Deleted a citation',
  'note.add': 'Added a note',
  'note.edit': 'Edited a note',
  'note.delete': 'Deleted a note',
  'note.link': 'Shared a note with a person',
  'note.unlink': 'Unlinked a note from a person',
  'media.add': 'Added media',
  'media.edit': 'Edited media',
  'media.delete': 'Deleted media',
  'media.link': 'Linked media',
  'media.unlink': 'Unlinked media',
  'place.add': 'Added a place',
  'place.edit': 'Edited a place',
  'place.delete': 'Deleted a place',
  'place.rename': 'Renamed a place',
  'place.merge': 'Merged a place into another',
  revert: 'Reverted a change',
};

export function actionText(action: string): string {
  return actionWords[action] ?? action.replace(/[._]/g, ' ');
}

const fieldWords: Record<string, string> = {
  date_of_birth: 'Date of birth',
  date_of_death: 'Date of death',
  photo_url: 'Profile photo',
  cover_photo_url: 'Cover photo',
  phone_country_code: 'Dial code',
  academic_history: 'Education',
  work_history: 'Work',
  life_events: 'Life events',
  living_timeline: 'Places lived',
  draft_sections: 'Draft sections',
  published_sections: 'Published sections',
  menu_name: 'Menu name',
  spouse_id: 'Spouse (id)',
  link_request_id: 'Link request',
  about: 'About',
  event_date: 'Date',
  image_name: 'Photo',
  photo_id: 'Photo (id)',
  visitor_dates: 'What visitors see of living members',
  members_only: 'Members-only site',
};

/** "place_of_birth" -> "Place of birth". */
export function fieldText(field: string): string {
  const known = fieldWords[field];
  if (known) return known;
  const words = field
    .replace(/_id$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const maxChars = 120;
const shorten = (text: string) => (text.length > maxChars ? `${text.slice(0, maxChars)}…` : text);
/** HTML of the rich-text fields as its words. */
const plain = (text: string) =>
  text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function scalarText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return plain(value) || null;
  if (typeof value === 'number') return String(value);
  return null;
}

/** One entry of a list (an address, a life event, a page section): its filled values. */
function entryText(entry: unknown): string {
  if (entry === null || typeof entry !== 'object') return scalarText(entry) ?? '–';
  const parts = Object.values(entry as Record<string, unknown>)
    .map(scalarText)
    .filter((text): text is string => text !== null);
  return parts.join(', ') || '–';
}

/** A stored value as people read it: empty as a dash, lists as their entries, no raw JSON. */
export function valueText(value: unknown): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return 'none';
    return shorten(value.map(entryText).join('; '));
  }
  if (value !== null && typeof value === 'object') return shorten(entryText(value));
  return shorten(scalarText(value) ?? '–');
}

/** What a record is about, for its heading: "Edited basic details – Ann Smith". */
export function recordTitle(record: ChangeRecord): string {
  const about = record.personName ?? (record.personId ? `person ${record.personId}` : null);
  return about ? `${actionText(record.action)} – ${about}` : actionText(record.action);
}

/** What reverting a record does, in the words of its confirmation (issue 29). */
const revertWords: Record<string, string> = {
  'person.add': 'The person it added is removed from the tree, with the links they came with.',
  'person.delete': 'The person comes back with the same profile, links and place in the tree.',
  'union.add': 'The two persons are no longer spouses; both stay in the tree.',
  'union.delete': 'The two persons are spouses again.',
  'child.unlink': 'The child is linked to the parent again.',
  'gedcom.import': 'Every person the import brought is deleted, with their links and facts.',
  'site.publish': 'Visitors see the page as it was published before.',
  'branchAdmin.invite':
    'The invitation ends: its link stops working and the branch admin loses access to this family.',
  'branchAdmin.update':
    'The branch admin is as before; an invitation asked again is mailed again, a branch a block freed comes back.',
  'memberAccount.invite':
    'The invitation ends: its link stops working and the relative loses access to their profile.',
  'place.rename':
    'Every text it rewrote (facts, addresses, family events, sources) names the place as before, and the places are as they were.',
  'place.merge':
    'Every text it rewrote names the merged place again, and both places are as they were before the merge.',
  'memberAccount.remove':
    'The relative keeps their profile again; an invitation still unanswered is mailed again.',
};

export function revertText(record: ChangeRecord): string {
  return `Revert this change? ${revertWords[record.action] ?? 'The values before it are written back.'}`;
}
