import { translator } from '@familytree/shared';
import { describe, expect, it } from 'vitest';
import { gedcomMessages } from '../messages';
import hi from '../messages/hi';
import { formatSeconds, importProgress } from './progress';

describe('importProgress', () => {
  it('has no rate before the first persons are written', () => {
    expect(importProgress(0, 1000, 500)).toEqual({
      percent: 0,
      perSecond: null,
      secondsLeft: null,
    });
  });

  it('computes the share, the rate and the time left', () => {
    expect(importProgress(2000, 10_000, 1000)).toEqual({
      percent: 20,
      perSecond: 2000,
      secondsLeft: 4,
    });
    expect(importProgress(10_000, 10_000, 2000)).toEqual({
      percent: 100,
      perSecond: 5000,
      secondsLeft: 0,
    });
  });

  it('formats seconds for people', () => {
    expect(formatSeconds(12)).toBe('12 s');
    expect(formatSeconds(185)).toBe('3 min 5 s');
  });

  it('formats seconds in the language it is given', () => {
    const t = translator(hi, 'hi', gedcomMessages.en);
    expect(formatSeconds(185, t)).toBe('3 मि॰ 5 से॰');
  });
});
