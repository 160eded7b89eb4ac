// The feature's public face: the app and other features import only this file (eslint.config.js).
export { uploadImage } from './api/upload-image';
export { ImageChoiceHelperText } from './components/ImageChoiceHelperText';
export { ImageFileButton } from './components/ImageFileButton';
export { useImageFileChoice } from './hooks/use-image-file-choice';
export { useInstantImageUpload } from './hooks/use-instant-image-upload';
