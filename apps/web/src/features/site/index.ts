// The feature's public face: the app and other features import only this file (eslint.config.js).
export { MenuConfigPage } from './pages/MenuConfigPage';
export { MenuPage } from './pages/MenuPage';
export { LazyRichTextEditor as RichTextEditor } from './rich-text/LazyRichTextEditor';
export { RichTextView } from './rich-text/RichTextView';
