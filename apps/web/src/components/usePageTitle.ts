import { useEffect } from 'react';
import { useT } from '../lib/i18n';
import { componentsMessages } from './messages';

/** Every page is titled '{title} | Family Tree' (spec part 2), the product's name in the language. */
export function usePageTitle(title: string): void {
  const t = useT(componentsMessages);
  const full = t('pageTitle', { title });
  useEffect(() => {
    document.title = full;
  }, [full]);
}
