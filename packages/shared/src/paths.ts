/** API paths of spec part 7, shared so that client and server can't drift apart. */
export const apiPaths = {
  config: '/api/config',
  login: '/api/familytree/auth/login',
  check: '/api/familytree/auth/check',
  logout: '/api/familytree/auth/logout',
  handoff: '/api/familytree/auth/handoff',
  handoffExchange: '/api/familytree/auth/handoff/exchange',
  family: (domain: string) => `/api/family/${encodeURIComponent(domain)}`,
} as const;
