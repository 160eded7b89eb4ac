import { limits } from '@familytree/shared';
import { useEffect, useState } from 'react';
import { useFamilyIfKnown } from '../../family';

/**
 * The family whose tree to load. Spec part 4: while no family id is known yet, wait a second
 * and look again (FamilyGate normally knows it before the page renders).
 */
export function useTreeFamilyId(): number | null {
  const familyId = useFamilyIfKnown()?.familyId ?? null;
  const [, setAttempt] = useState(0);
  useEffect(() => {
    if (familyId !== null) return;
    const timer = window.setTimeout(() => setAttempt((n) => n + 1), limits.treeLoadRetryMs);
    return () => window.clearTimeout(timer);
  });
  return familyId;
}
