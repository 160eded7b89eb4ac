import { englishChart, type ChartT } from './chart-text';

/**
 * The chart's colours as plain values, not theme lookups: the same drawing is rendered into the
 * downloaded SVG and PNG, outside the app's theme. Primary is the theme's forest green.
 */
export const chartColours = {
  primary: '#2e5e4e',
  card: '#ffffff',
  border: '#b6c2bd',
  text: '#1f2a26',
  muted: '#5b6b65',
  link: '#8fa39b',
  background: '#faf8f3',
  male: '#1f6fb2',
  female: '#b8326b',
  unknown: '#6d6d6d',
} as const;

/** Gender as a colour and a letter: M, F, and anything else (such as U) as unknown. */
export function genderMark(
  gender: string,
  t: ChartT = englishChart,
): { colour: string; letter: string; label: string } {
  if (gender === 'M')
    return { colour: chartColours.male, letter: t('maleLetter'), label: t('male') };
  if (gender === 'F')
    return { colour: chartColours.female, letter: t('femaleLetter'), label: t('female') };
  return { colour: chartColours.unknown, letter: t('unknownLetter'), label: t('genderUnknown') };
}
