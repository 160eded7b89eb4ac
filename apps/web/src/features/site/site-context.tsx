import { createContext, useContext } from 'react';

export interface SiteContextValue {
  baseDomain: string;
  /** The family sub-domain we are on, or null on the main site. */
  subdomain: string | null;
}

export const SiteContext = createContext<SiteContextValue | null>(null);

export function useSiteContext(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSiteContext needs a SiteProvider');
  return value;
}
