// The feature's public face: the app and other features import only this file (eslint.config.js).
import { lazy } from 'react';

/** The menu editor loads when an admin opens it (issue 18: not in the public pages' first load). */
export const MenuConfigPage = lazy(() =>
  import('./pages/MenuConfigPage').then((m) => ({ default: m.MenuConfigPage })),
);
export { ImageUploadField, type ImageValue } from './components/ImageUploadField';
export { MenuPage } from './pages/MenuPage';
export { SitePageView } from './pages/SitePageView';
export { LazyRichTextEditor as RichTextEditor } from './rich-text/LazyRichTextEditor';
export { RichTextView } from './rich-text/RichTextView';
