import type { PersonSection } from '@familytree/shared';
import type { PersonsTable } from '../../db/schema.js';
import type { ListTable } from './profiles.repository.js';

type PersonColumn = keyof PersonsTable;

/**
 * What each profile tab writes: person columns and whole lists. The history records a tab's save
 * as these fields (list fields hold the whole list), and a revert writes them back the same way.
 */
export const personSectionFields: Record<
  PersonSection,
  { columns: PersonColumn[]; lists: ListTable[] }
> = {
  basic: {
    columns: [
      'first_name',
      'middle_name',
      'last_name',
      'nick_name',
      'family_name',
      'country_of_birth',
      'place_of_birth',
      'gender',
      'date_of_birth',
      'living',
      'date_of_death',
    ],
    lists: [],
  },
  photo: { columns: ['photo_url'], lists: [] },
  cover: { columns: ['cover_photo_url'], lists: [] },
  contact: {
    columns: ['phone_country_code', 'phone_number', 'email'],
    lists: ['addresses', 'social_links', 'living_timeline'],
  },
  education: {
    columns: ['privacy_education', 'privacy_work'],
    lists: ['academic_history', 'work_history'],
  },
  about: { columns: ['about'], lists: ['life_events'] },
};
