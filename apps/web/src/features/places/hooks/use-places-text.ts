import { useCallback } from 'react';
import { useSpecText, useT } from '../../../lib/i18n';
import { placesMessages } from '../messages';
import { placeText } from '../logic/place-text';

/** The places' messages in the current language. */
export const usePlacesT = () => useT(placesMessages);

/**
 * A refusal or a server's message (a field error, an alert) in the current language: the place
 * rules' English by the places' catalog, the spec's by the spec catalog, any other unchanged.
 */
export function usePlaceText(): (english: string) => string {
  const t = usePlacesT();
  const { text } = useSpecText();
  return useCallback((english) => placeText(english, t, text), [t, text]);
}
