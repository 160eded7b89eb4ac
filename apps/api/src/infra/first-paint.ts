import { apiPaths } from '@familytree/shared';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

// The theme's app bar (apps/web/src/app/theme.ts, Header.tsx): its colour, height (56 px on a
// phone, 64 from 600 px), shadow and title type. The styles live in the root element, so they go
// when React replaces it.
const style =
  '<style>body{margin:0;background:#faf8f3}' +
  '.first-paint{background:#2e5e4e;color:#fff;box-shadow:0 2px 4px -1px rgba(0,0,0,.2);' +
  'display:flex;align-items:center;min-height:56px;padding:0 16px;' +
  'font:700 1.25rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}' +
  '.first-paint span{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}' +
  '@media (min-width:600px){.first-paint{min-height:64px;padding:0 24px}}</style>';

/**
 * The app's first two requests (HostProvider's site settings, then FamilyGate's family), fetched
 * with the page instead of after its script has run: two round trips fewer before the page draws
 * on a slow connection (issue 18). Neither answer depends on who asks, so the anonymous preload
 * serves a signed-in visitor's request too.
 */
const preloads = (domain: string) =>
  [apiPaths.config, apiPaths.family(domain)]
    .map((url) => `<link rel="preload" href="${escapeHtml(url)}" as="fetch" crossorigin>`)
    .join('');

/**
 * What a family's site shows before its JavaScript has arrived (issue 18: the family name and
 * header within the first second on a slow connection): the app bar with the family's name,
 * inside the app's root element, which React replaces on its first render.
 */
export function withFirstPaint(
  indexHtml: string,
  family: { name: string; domain: string },
): string {
  const shell = `${style}<header class="first-paint"><span>${escapeHtml(family.name)}</span></header>`;
  return indexHtml
    .replace('</head>', `${preloads(family.domain)}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${shell}</div>`);
}
