import { useEffect } from 'react';

/** Every page is titled '{title} | Family Tree' (spec part 2). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | Family Tree`;
  }, [title]);
}
