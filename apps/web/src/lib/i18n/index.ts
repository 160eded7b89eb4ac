export { adoptLocale, chooseLocale, currentLocale, useLocale } from './locale-store';
export { useT } from './use-t';
export { formatsFor, useFormats } from './format';
export { useSpecText } from './use-spec-text';
export { richMessage } from './rich-message';
