import { apiPaths } from '@familytree/shared';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const fontFamily = 'system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif';
// The theme's type (apps/web/src/app/theme.ts, MUI's h4 and h6) at the sizes the app draws them:
// the cover's name and a page's first image are the pages' largest paints, and keep their size
// when React draws them again, so the first paint stays the largest.
const h4 = 'font-size:2.125rem;line-height:1.235';

// The app bar (Header.tsx), the cover (CoverBanner.tsx) and a menu page's heading and first
// section (MenuPage.tsx, SectionView.tsx). The styles live in the root element, so they go
// when React replaces it.
const style =
  `<style>body{margin:0;background:#faf8f3;font-family:${fontFamily}}` +
  '.first-paint{background:#2e5e4e;color:#fff;box-shadow:0 2px 4px -1px rgba(0,0,0,.2);' +
  'display:flex;align-items:center;min-height:56px;padding:0 16px;' +
  `font:700 1.25rem/1.6 ${fontFamily}}` +
  '.first-paint span{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}' +
  '@media (min-width:600px){.first-paint{min-height:64px;padding:0 24px}}' +
  '.fp-cover{box-sizing:border-box;height:140px;display:flex;align-items:flex-end;padding:0 16px 16px;color:#fff;' +
  'background:linear-gradient(120deg,#2e5e4e 0%,#4f7f63 55%,#9a6b1f 100%)}' +
  `.fp-cover p{margin:0;${h4};font-weight:700;text-shadow:0 1px 3px rgba(0,0,0,.4)}` +
  '@media (min-width:900px){.fp-cover{height:200px;padding:0 32px 16px}}' +
  '.fp-main{max-width:1200px;margin:0 auto;padding:32px 16px;color:rgba(0,0,0,.87)}' +
  '@media (min-width:600px){.fp-main{padding:32px 24px}}' +
  `.fp-main h1{margin:0 0 24px;${h4};font-weight:600}` +
  `.fp-main h2{margin:0 0 16px;color:#244b3e;${h4};font-weight:700}` +
  '.fp-main h2.fp-medium{font-size:1.25rem;line-height:1.6;font-weight:600}' +
  '.fp-main img{display:block;max-width:100%;height:auto;border-radius:10px}' +
  '.fp-main img.fp-centred{margin:0 auto}' +
  '@media (min-width:600px){.fp-main img.fp-beside{max-width:45%}}</style>';

/** The first image of a menu page, with the `srcset` and `sizes` the app gives it. */
export interface PreviewImage {
  src: string;
  srcset: string | null;
  sizes: string | null;
  width: number | null;
  height: number | null;
  alt: string;
  centred: boolean;
}

/** What a menu page shows first: its heading and its first published section's title and image. */
export interface PagePreview {
  familyId: number;
  menuId: number;
  heading: string;
  section: { title: string; large: boolean; image: PreviewImage | null } | null;
}

/** What the page of a path paints before its script: the cover (not on member pages), a menu page. */
export interface FirstPaintView {
  cover: boolean;
  preview: PagePreview | null;
}

const link = (attributes: string) => `<link rel="preload" ${attributes}>`;

/**
 * The app's first requests fetched with the page instead of after its script has run (issue 18):
 * HostProvider's site settings, FamilyGate's family and a menu page's sections (round trips fewer
 * before the page draws on a slow connection), and the page's first image at high priority (the
 * largest paint of a home page). None of the answers depends on who asks, so the anonymous preload
 * serves a signed-in visitor's request too.
 */
function preloads(domain: string, preview: PagePreview | null): string {
  const fetches = [apiPaths.config, apiPaths.family(domain)];
  if (preview) fetches.push(apiPaths.pageContent(preview.familyId, preview.menuId));
  const tags = fetches.map((url) => link(`href="${escapeHtml(url)}" as="fetch" crossorigin`));
  const image = preview?.section?.image;
  if (image) {
    const set = image.srcset
      ? ` imagesrcset="${escapeHtml(image.srcset)}" imagesizes="${escapeHtml(image.sizes ?? '')}"`
      : '';
    tags.push(link(`as="image" href="${escapeHtml(image.src)}"${set} fetchpriority="high"`));
  }
  return tags.join('');
}

function imageTag(image: PreviewImage): string {
  const attributes = [
    `src="${escapeHtml(image.src)}"`,
    image.srcset ? `srcset="${escapeHtml(image.srcset)}"` : '',
    image.srcset && image.sizes ? `sizes="${escapeHtml(image.sizes)}"` : '',
    image.width ? `width="${image.width}"` : '',
    image.height ? `height="${image.height}"` : '',
    `alt="${escapeHtml(image.alt)}"`,
    `class="${image.centred ? 'fp-centred' : 'fp-beside'}"`,
    'fetchpriority="high"',
  ];
  return `<img ${attributes.filter(Boolean).join(' ')}>`;
}

function previewHtml(preview: PagePreview): string {
  const section = preview.section;
  const title = section?.title
    ? `<h2${section.large ? '' : ' class="fp-medium"'}>${escapeHtml(section.title)}</h2>`
    : '';
  const image = section?.image ? imageTag(section.image) : '';
  return `<main class="fp-main"><h1>${escapeHtml(preview.heading)}</h1>${title}${image}</main>`;
}

/**
 * What a family's site shows before its JavaScript has arrived (issue 18: the family name and
 * header within the first second on a slow connection): the app bar with the family's name, the
 * cover with the name, and on a menu page its heading and first section, inside the app's root
 * element, which React replaces on its first render. Everything from the database is escaped.
 */
export function withFirstPaint(
  indexHtml: string,
  family: { name: string; domain: string },
  view: FirstPaintView = { cover: false, preview: null },
): string {
  const name = escapeHtml(family.name);
  const cover = view.cover ? `<div class="fp-cover"><p>${name}</p></div>` : '';
  const page = view.preview ? previewHtml(view.preview) : '';
  const shell = `${style}<header class="first-paint"><span>${name}</span></header>${cover}${page}`;
  // Replaced by functions: a replacement string would read `$&` or `$'` in a name as patterns.
  return indexHtml
    .replace('</head>', () => `${preloads(family.domain, view.preview)}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${shell}</div>`);
}
