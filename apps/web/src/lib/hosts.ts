/** Links between the main site and the families' sub-domains, on this page's protocol and port. */
function portSuffix(): string {
  return window.location.port ? `:${window.location.port}` : '';
}

export function mainSiteUrl(baseDomain: string, path = '/'): string {
  return `${window.location.protocol}//${baseDomain}${portSuffix()}${path}`;
}

export function familySiteUrl(domainName: string, baseDomain: string, path = '/home'): string {
  return `${window.location.protocol}//${domainName}.${baseDomain}${portSuffix()}${path}`;
}
