import { useCallback } from 'react';
import { useSpecText, useT } from '../../../lib/i18n';
import { mediaRecordsMessages } from '../messages';
import { mediaText } from '../logic/media-text';

/** The media records' messages in the current language. */
export const useMediaT = () => useT(mediaRecordsMessages);

/**
 * A refusal or a server's message (a field error, an alert) in the current language: the media
 * rules' English by the media catalog, the spec's by the spec catalog, any other unchanged.
 */
export function useMediaText(): (english: string) => string {
  const t = useMediaT();
  const { text } = useSpecText();
  return useCallback((english) => mediaText(english, t, text), [t, text]);
}
