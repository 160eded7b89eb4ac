// The feature's public face: the app and other features import only this file (eslint.config.js).
export { ImageUploadField, type ImageValue } from './components/ImageUploadField';
export { MenuConfigPage } from './pages/MenuConfigPage';
export { MenuPage } from './pages/MenuPage';
export { SitePageView } from './pages/SitePageView';
export { RichTextEditor } from './rich-text/RichTextEditor';
export { RichTextView } from './rich-text/RichTextView';
