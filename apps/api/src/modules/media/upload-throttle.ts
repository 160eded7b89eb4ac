import type { AppContext } from '../../infra/context.js';
import { isoIn, nowIso } from '../../infra/clock.js';
import { reserveUploadSlot } from './media.repository.js';

/**
 * Uploads per user and minute. Every upload that reaches the image decoder counts, also one that
 * turns out not to be an image: the limit is on the work, so that one account can't keep the
 * server's cores busy. Enough for a family admin filling a page with photos.
 */
export const uploadThrottle = { windowMs: 60 * 1000, maxPerWindow: 20 };

/** Counts one upload of the user; false when they have used up the window already. */
export function reserveUpload({ db, dialect }: AppContext, userId: number): Promise<boolean> {
  return reserveUploadSlot(db, dialect, {
    userId,
    windowStart: isoIn(-uploadThrottle.windowMs),
    max: uploadThrottle.maxPerWindow,
    now: nowIso(),
  });
}
