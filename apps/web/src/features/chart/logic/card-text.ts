import { card, cardText } from './chart-geometry';
import { fitText, type Measure } from './text-fit';

/** Where a card's text starts (after the gender bar and the photo) and the width it may take. */
export const cardTextBox = { left: 66, right: 28 } as const;
export const cardTextWidth = (width: number = card.width) =>
  width - cardTextBox.left - cardTextBox.right;

export interface CardLines {
  /** The name's lines (one or two) and their baselines, from the card's top. */
  name: Array<{ text: string; y: number }>;
  /** The years, then the place, below the name. */
  details: Array<{ text: string; y: number; kind: 'years' | 'place' }>;
  /** Whether the name or the place was shortened (their whole text then goes in a title). */
  shortened: boolean;
}

/**
 * The lines of a card's text: the name in two lines at most, shortened with an ellipsis beyond,
 * then the years and the place on one line each, the whole block centred in the card's height.
 */
export function cardLines(
  input: { name: string; years: string; place: string | null },
  measureName: Measure,
  measureDetail: Measure,
  width: number = card.width,
  height: number = card.height,
): CardLines {
  const maxWidth = cardTextWidth(width);
  const name = fitText(input.name, maxWidth, 2, measureName);
  const place = input.place ? fitText(input.place, maxWidth, 1, measureDetail) : null;
  const details: Array<{ text: string; kind: 'years' | 'place' }> = [];
  // The years' line is there without years too: the gender mark follows them.
  details.push({ text: input.years, kind: 'years' });
  if (place) details.push({ text: place.lines[0] ?? '', kind: 'place' });
  const blockHeight = name.lines.length * cardText.nameLine + details.length * cardText.detailLine;
  const top = (height - blockHeight) / 2;
  // A baseline sits about four fifths down its line.
  const nameBase = top + cardText.nameLine * 0.8;
  const detailBase = top + name.lines.length * cardText.nameLine + cardText.detailLine * 0.78;
  return {
    name: name.lines.map((text, i) => ({ text, y: nameBase + i * cardText.nameLine })),
    details: details.map((d, i) => ({ ...d, y: detailBase + i * cardText.detailLine })),
    shortened: name.shortened || (place?.shortened ?? false),
  };
}
