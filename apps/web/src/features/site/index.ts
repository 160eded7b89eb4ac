// The feature's public face: the app and other features import only this file (eslint.config.js).
import { lazy } from 'react';

/** The menu editor loads when an admin opens it (issue 18: not in the public pages' first load). */
export const MenuConfigPage = lazy(() =>
  import('./pages/MenuConfigPage').then((m) => ({ default: m.MenuConfigPage })),
);
export { ImageUploadField, type ImageValue } from './components/ImageUploadField';
// The menu and site pages load as routes, like every other page (issue 18).
export const MenuPage = lazy(() =>
  import('./pages/MenuPage').then((m) => ({ default: m.MenuPage })),
);
export const SitePageView = lazy(() =>
  import('./pages/SitePageView').then((m) => ({ default: m.SitePageView })),
);
export { LazyRichTextEditor as RichTextEditor } from './rich-text/LazyRichTextEditor';
export { RichTextView } from './rich-text/RichTextView';
