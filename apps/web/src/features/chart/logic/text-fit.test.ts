import { describe, expect, it } from 'vitest';
import { cardLines, cardTextWidth } from './card-text';
import { card } from './chart-geometry';
import { fitText } from './text-fit';
import { estimateWidth } from './text-measure';

// Issue 32: names fit their cards (two lines at most, then an ellipsis).
const mono = (text: string) => text.length * 10; // 10 px a character

describe('fitText', () => {
  it('keeps a text that fits on one line', () => {
    expect(fitText('Ann Lee', 100, 2, mono)).toEqual({ lines: ['Ann Lee'], shortened: false });
  });

  it('wraps at spaces onto a second line', () => {
    expect(fitText('Mary Ann Elizabeth', 100, 2, mono)).toEqual({
      lines: ['Mary Ann', 'Elizabeth'],
      shortened: false,
    });
  });

  it('shortens the last line with an ellipsis when the rest does not fit', () => {
    const fitted = fitText('Mary Ann Elizabeth Catherine Montgomery', 100, 2, mono);
    expect(fitted.shortened).toBe(true);
    expect(fitted.lines).toHaveLength(2);
    expect(fitted.lines[0]).toBe('Mary Ann');
    expect(fitted.lines[1]!.endsWith('…')).toBe(true);
    for (const line of fitted.lines) expect(mono(line)).toBeLessThanOrEqual(100);
  });

  it('breaks a word longer than a line', () => {
    const fitted = fitText('Abcdefghijklmnop', 100, 2, mono);
    expect(fitted).toEqual({ lines: ['Abcdefghij', 'klmnop'], shortened: false });
    const one = fitText('Abcdefghijklmnop', 100, 1, mono);
    expect(one.lines).toEqual(['Abcdefghi…']);
    expect(one.shortened).toBe(true);
  });

  it('answers no lines for an empty text', () => {
    expect(fitText('  ', 100, 2, mono)).toEqual({ lines: [], shortened: false });
  });
});

describe('cardLines', () => {
  const name = (size: number) => (text: string) => estimateWidth(text, size);

  it('fits a 40-character name into two lines within the card text box', () => {
    const long = 'Maximiliana Wilhelmina Ottoline Prescott';
    expect(long).toHaveLength(40);
    const lines = cardLines(
      { name: long, years: '1901–1980', place: 'Kottayam' },
      name(14),
      name(12),
    );
    expect(lines.name.length).toBeLessThanOrEqual(2);
    for (const line of lines.name)
      expect(estimateWidth(line.text, 14)).toBeLessThanOrEqual(cardTextWidth());
    expect(lines.details.map((d) => d.kind)).toEqual(['years', 'place']);
    // The whole block stays inside the card's height.
    expect(lines.name[0]!.y).toBeGreaterThan(10);
    expect(lines.details.at(-1)!.y).toBeLessThan(card.height - 4);
  });

  it('shows a short name on one line and its place below the years', () => {
    const lines = cardLines({ name: 'Ann Lee', years: '', place: null }, name(14), name(12));
    expect(lines.name.map((l) => l.text)).toEqual(['Ann Lee']);
    expect(lines.details.map((d) => d.kind)).toEqual(['years']);
    expect(lines.shortened).toBe(false);
  });
});
