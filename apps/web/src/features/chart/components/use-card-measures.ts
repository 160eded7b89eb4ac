import { useMemo } from 'react';
import { useLocale } from '../../../lib/i18n';
import { chartFontFamily } from '../logic/chart-fonts';
import { cardText } from '../logic/chart-geometry';
import { measureFor } from '../logic/text-measure';

/** The measures of a card's name and detail text in the chart's fonts for the language. */
export function useCardMeasures() {
  const locale = useLocale();
  return useMemo(() => {
    const family = chartFontFamily(locale);
    return {
      family,
      name: measureFor(cardText.name, 600, family),
      detail: measureFor(cardText.detail, 400, family),
    };
  }, [locale]);
}
