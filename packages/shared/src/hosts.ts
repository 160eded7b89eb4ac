/**
 * The family sub-domain a host names: `demo.localhost:8081` → `demo` when the base domain is
 * `localhost`. The bare base domain and `www.` are the main site (null), as is any other domain.
 * One parser for the API (the Host header picks the request's family) and the web app (the page's
 * host picks the family it shows), so the two can never disagree about where a request is.
 */
export function familySubdomain(host: string | undefined, baseDomain: string): string | null {
  if (!host) return null;
  const hostname = host.replace(/:\d+$/, '').toLowerCase();
  if (hostname === baseDomain || !hostname.endsWith(`.${baseDomain}`)) return null;
  const sub = hostname.slice(0, -(baseDomain.length + 1));
  return sub === 'www' || sub.includes('.') ? null : sub;
}
