import { eventKind } from './events.js';
import type { LostSavesKind } from './harness.js';
import { profileBasicKind } from './profile-basic.js';

/** Every kind the lost-saves count runs, in order (one line each). */
export const lostSavesKinds: LostSavesKind<never>[] = [
  profileBasicKind as LostSavesKind<never>,
  eventKind as LostSavesKind<never>,
];
