/**
 * The family sub-domain named by a Host header: `demo.localhost:8081` → `demo` when the base domain
 * is `localhost`. The bare base domain and `www.` are the main site (null).
 */
export function subdomainFromHost(host: string | undefined, baseDomain: string): string | null {
  if (!host) return null;
  const hostname = host.replace(/:\d+$/, '').toLowerCase();
  if (hostname === baseDomain || !hostname.endsWith(`.${baseDomain}`)) return null;
  const sub = hostname.slice(0, -(baseDomain.length + 1));
  if (sub === 'www' || sub.includes('.')) return null;
  return sub;
}
