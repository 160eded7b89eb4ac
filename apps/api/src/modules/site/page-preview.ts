import type { Locale, PageContent } from '@familytree/shared';
import { answerTextsIn, type AnswerTexts } from '../../answers/answer-texts.js';
import type { Db } from '../../infra/database.js';
import type { PagePreview, PreviewImage } from '../../infra/first-paint.js';
import { menusOfFamily } from '../data/families.repository.js';
import { readFamilySettings } from '../data/settings.repository.js';
import { sectionsOf } from './page-contents.repository.js';

/**
 * The menu a path of the app opens (apps/web/src/app/router.tsx): /pageN the enabled menu of that
 * order; / and /home the first enabled of page1..page3, as HomeRedirect picks it. (/index.html is
 * the built file itself, served as it is.)
 */
function menuOrderOf(pathname: string): number | 'home' | null {
  if (pathname === '/' || pathname === '/home') return 'home';
  const match = /^\/page([1-4])$/.exec(pathname);
  return match ? Number(match[1]) : null;
}

/**
 * The image as SectionView draws it: the same `srcset` and `sizes`, so one file is fetched, and
 * its text in the page's language.
 */
function previewImage(section: PageContent, t: AnswerTexts): PreviewImage | null {
  if (!section.imageUrl) return null;
  const file = section.imageFile;
  const centred = section.imagePosition === 'timeline-view-image-center';
  const cap = file?.width ? `${file.width}px` : '100vw';
  const thumbnails = file?.thumbnails ?? [];
  const srcset =
    file && thumbnails.length > 0
      ? [
          ...thumbnails.map((t) => `${t.url} ${t.width}w`),
          ...(file.width ? [`${file.url} ${file.width}w`] : []),
        ].join(', ')
      : null;
  return {
    src: section.imageUrl,
    srcset,
    sizes: centred
      ? `min(100vw, ${cap})`
      : `(min-width: 600px) min(45vw, ${cap}), min(100vw, ${cap})`,
    width: file?.width ?? null,
    height: file?.height ?? null,
    alt: section.title
      ? t('site.sectionImageAlt', { title: section.title })
      : t('site.sectionImage'),
    centred,
  };
}

/**
 * What the menu page at `pathname` shows first, read at each request of the page so that an edit,
 * a publish or a menu switched off is in the next page from any server process; null for any
 * other path, when no enabled menu answers it, or when the site is for its members only (one HTML
 * serves visitors and members alike: a visitor must not find the section in it).
 */
export async function pagePreviewOf(
  db: Db,
  familyId: number,
  pathname: string,
  locale: Locale,
): Promise<PagePreview | null> {
  const order = menuOrderOf(pathname);
  if (order === null) return null;
  if ((await readFamilySettings(db, familyId)).membersOnly) return null;
  const enabled = (await menusOfFamily(db, familyId)).filter((m) => m.enabled);
  const menu =
    order === 'home'
      ? enabled.filter((m) => m.menuOrder <= 3).sort((a, b) => a.menuOrder - b.menuOrder)[0]
      : enabled.find((m) => m.menuOrder === order);
  if (!menu) return null;
  const [[first], t] = await Promise.all([
    sectionsOf(db, familyId, menu.menuId, 'published'),
    answerTextsIn(locale),
  ]);
  return {
    familyId,
    menuId: menu.menuId,
    heading: menu.menuName,
    section: first
      ? {
          title: first.title,
          large: first.titleClass === 'timeline-heading-Large',
          image: previewImage(first, t),
        }
      : null,
  };
}
