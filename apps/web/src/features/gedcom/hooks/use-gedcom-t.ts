import { useT } from '../../../lib/i18n';
import { gedcomMessages } from '../messages';

/** The GEDCOM page's messages in the current language. */
export const useGedcomT = () => useT(gedcomMessages);
