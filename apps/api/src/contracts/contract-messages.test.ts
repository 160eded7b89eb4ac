import {
  contactMessages,
  historyMessages,
  marriageMessages,
  mediaMessages,
  newsMessages,
  noteMessages,
  placeMessages,
  privacyMessages,
  privateCalendarMessages,
  researchMessages,
  sitePageMessages,
} from '@familytree/shared';
import { describe, expect, it } from 'vitest';
import { messageOfEnglish } from '../infra/user-text.js';

// The shared *Messages reach people through the server as English strings: each must be found
// again in a catalog (contracts, spec or server), or it would be answered in English.

/** The history messages with values are sent by key (modules/history/history-texts.ts). */
const sentByKey = new Set([
  'staleVersion',
  'newerChange',
  'dependsOnLater',
  'breaksRule',
  'imageGone',
]);

const shared = {
  contactMessages,
  historyMessages,
  marriageMessages,
  mediaMessages,
  newsMessages,
  noteMessages,
  placeMessages,
  privacyMessages,
  privateCalendarMessages,
  researchMessages,
  sitePageMessages,
};

const texts = Object.entries(shared).flatMap(([name, object]) =>
  Object.entries(object as Record<string, unknown>)
    .filter(([key]) => !(name === 'historyMessages' && sentByKey.has(key)))
    .map(([key, value]): [string, string] => [
      `${name}.${key}`,
      typeof value === 'function'
        ? (value as (...args: unknown[]) => string)('Kottayam', 7)
        : (value as string),
    ]),
);

describe('the shared messages', () => {
  it.each(texts)('%s is in a catalog', (_name, text) => {
    expect(messageOfEnglish(text), text).not.toBeNull();
  });
});
