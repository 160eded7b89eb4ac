/**
 * Where we are: the main site or a family's sub-domain. The base domain comes from the server's
 * /api/config, so one build serves every installation.
 */
export function familySubdomain(hostname: string, baseDomain: string): string | null {
  const host = hostname.toLowerCase();
  if (host === baseDomain || !host.endsWith(`.${baseDomain}`)) return null;
  const sub = host.slice(0, -(baseDomain.length + 1));
  return sub === 'www' || sub.includes('.') ? null : sub;
}

function portSuffix(): string {
  return window.location.port ? `:${window.location.port}` : '';
}

export function mainSiteUrl(baseDomain: string, path = '/'): string {
  return `${window.location.protocol}//${baseDomain}${portSuffix()}${path}`;
}

export function familySiteUrl(domainName: string, baseDomain: string, path = '/home'): string {
  return `${window.location.protocol}//${domainName}.${baseDomain}${portSuffix()}${path}`;
}
