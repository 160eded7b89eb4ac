import { createContext, useContext } from 'react';

/**
 * Where the app runs: the base domain (from the server's config) and the family sub-domain of the
 * address. Kept in lib because components and every feature read it; features/family provides it.
 */
export interface HostContextValue {
  baseDomain: string;
  /** The family sub-domain we are on, or null on the main site. */
  subdomain: string | null;
}

export const HostContext = createContext<HostContextValue | null>(null);

export function useHostContext(): HostContextValue {
  const value = useContext(HostContext);
  if (!value) throw new Error('useHostContext needs a HostProvider');
  return value;
}
