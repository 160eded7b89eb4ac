import { galleryAlbumKind } from './gallery.js';
import { eventKind } from './events.js';
import type { LostSavesKind } from './harness.js';
import { newsKind } from './news.js';
import { profileBasicKind } from './profile-basic.js';

/** Every kind the lost-saves count runs, in order (one line each). */
export const lostSavesKinds: LostSavesKind<never>[] = [
  profileBasicKind as LostSavesKind<never>,
  newsKind as LostSavesKind<never>,
  galleryAlbumKind as LostSavesKind<never>,
  eventKind as LostSavesKind<never>,
];
