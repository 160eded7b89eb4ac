import type { ChartT } from './chart-text';
import { fanColours, legendEntries, type FanColouring } from './fan-colours';

export interface FanLegendItem {
  key: string;
  fill: string;
  stroke: string;
  label: string;
}

/** Ancestors of generation g (1: parents) by their kinship name. */
function generationName(t: ChartT, g: number): string {
  if (g === 1) return t('fanParents');
  if (g === 2) return t('fanGrandparents');
  if (g === 3) return t('fanGreatGrandparents');
  return t('fanGreatN', { n: g - 2 });
}

/** What the fan's colours stand for, and the faint slot of an unknown ancestor. */
export function fanLegend(t: ChartT, colouring: FanColouring, rings: number): FanLegendItem[] {
  const items = legendEntries(colouring, rings).map((e) => ({
    key: e.key,
    fill: e.fill,
    stroke: fanColours.emptyStroke,
    label:
      e.side === 'paternal'
        ? t('fanPaternal')
        : e.side === 'maternal'
          ? t('fanMaternal')
          : generationName(t, e.generation!),
  }));
  return [
    ...items,
    {
      key: 'unknown',
      fill: fanColours.emptyFill,
      stroke: fanColours.emptyStroke,
      label: t('fanUnknown'),
    },
  ];
}
