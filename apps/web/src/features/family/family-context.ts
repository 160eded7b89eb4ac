import type { FamilyResponse } from '@familytree/shared';
import { createContext, useContext } from 'react';

/** The family of the sub-domain, as FamilyGate resolved it, and a way to load it again. */
export interface FamilyContextValue {
  family: FamilyResponse;
  reloadFamily: () => void;
}

export const FamilyContext = createContext<FamilyContextValue | null>(null);

/** The family of this site; only pages inside FamilyGate call it, so a missing one is a bug. */
export function useFamily(): FamilyResponse {
  const value = useContext(FamilyContext);
  if (!value) throw new Error('useFamily needs a FamilyGate');
  return value.family;
}

/** The family, or null while none is known (the tree then waits and looks again: spec part 4). */
export function useFamilyIfKnown(): FamilyResponse | null {
  return useContext(FamilyContext)?.family ?? null;
}

export function useReloadFamily(): () => void {
  const value = useContext(FamilyContext);
  if (!value) throw new Error('useReloadFamily needs a FamilyGate');
  return value.reloadFamily;
}
