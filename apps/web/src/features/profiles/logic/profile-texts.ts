import { translator, type Translate } from '@familytree/shared';
import { profilesMessages } from '../messages';

/** The profiles namespace's formatter, as `useT(profilesMessages)` gives it. */
export type ProfilesT = Translate<typeof profilesMessages.en>;

/** English, for pure functions called without a language (their unit tests, say). */
export const englishProfiles: ProfilesT = translator(
  profilesMessages.en,
  'en',
  profilesMessages.en,
);
