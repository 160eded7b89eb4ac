/** A family as the request scope knows it. */
export interface ScopedFamily {
  id: number;
  domain: string;
  /** Painted in the app page before its script runs (web-app.ts); never changed either. */
  name: string;
}

/** Looks a family up by its sub-domain (null when none has it); injected by app.ts. */
export type FindFamilyByDomain = (domain: string) => Promise<ScopedFamily | null>;

/**
 * Keeps each found family for `ttlMs`: every request resolves its Host, and a family's domain is
 * never changed or freed (nothing renames or deletes a family). A miss is asked again each time,
 * so a family created a moment ago is found at once. The cache is bounded by the number of
 * families.
 */
export function rememberFoundFamilies(
  find: FindFamilyByDomain,
  ttlMs = 60_000,
): FindFamilyByDomain {
  const found = new Map<string, { family: ScopedFamily; until: number }>();
  return async (domain) => {
    const now = Date.now();
    const hit = found.get(domain);
    if (hit && hit.until > now) return hit.family;
    const family = await find(domain);
    if (family) found.set(domain, { family, until: now + ttlMs });
    else found.delete(domain);
    return family;
  };
}
