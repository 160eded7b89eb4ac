import { loadFormatter, pseudoMessage, translator } from '@familytree/shared';
import { beforeAll, describe, expect, it } from 'vitest';

beforeAll(loadFormatter);

describe('pseudo-locales', () => {
  it('accents the text and keeps placeholders, plurals and tags working', () => {
    const message = '{count, plural, one {# person} other {# persons}} in <b>{family}</b>';
    const pseudo = pseudoMessage(message, 'en-XA');
    const t = translator({ m: pseudo }, 'en-XA', { m: message });
    expect(t('m', { count: 2, family: 'Kallarakkal', b: (s: unknown) => `*${String(s)}*` })).toBe(
      '[2 þéŕšöñš îñ *Kallarakkal*]',
    );
  });

  it('marks the mirrored locale right to left and keeps quoted braces literal', () => {
    const pseudo = pseudoMessage("Use '{' here", 'ar-XB');
    expect(translator({ m: pseudo }, 'ar-XB', { m: '' })('m')).toBe('\u200fUse { here\u200f');
  });
});
