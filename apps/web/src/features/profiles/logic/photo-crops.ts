/**
 * How profile and cover photos are cropped in the browser before upload (spec part 9).
 * The cover's "about 4.5:1, 800 by 400" can't both hold: we keep the 4.5:1 shape the banner is
 * shown in and export it 800 px wide (800 x 178), see docs/decisions/0007-profile-photo-crops.md.
 */
import { englishProfiles, type ProfilesT } from './profile-texts';

export interface CropSpec {
  aspect: number;
  shape: 'round' | 'rect';
  width: number;
  height: number;
  type: 'image/png' | 'image/jpeg';
  fileName: string;
}

export const profilePhotoCrop: CropSpec = {
  aspect: 1,
  shape: 'round',
  width: 400,
  height: 400,
  type: 'image/png',
  fileName: 'profile-photo.png',
};

const coverAspect = 4.5;
export const coverPhotoCrop: CropSpec = {
  aspect: coverAspect,
  shape: 'rect',
  width: 800,
  height: Math.round(800 / coverAspect),
  type: 'image/jpeg',
  fileName: 'cover-photo.jpg',
};

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

function loadImage(src: string, unreadable: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(unreadable));
    image.src = src;
  });
}

/** Draws the chosen area of the image at the crop's output size and encodes it. */
export async function cropImage(
  src: string,
  area: PixelArea,
  spec: CropSpec,
  t: ProfilesT = englishProfiles,
): Promise<File> {
  const image = await loadImage(src, t('imageUnreadable'));
  const canvas = document.createElement('canvas');
  canvas.width = spec.width;
  canvas.height = spec.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(t('cannotCrop'));
  if (spec.type === 'image/jpeg') {
    // JPEG has no transparency: transparent parts of a PNG would turn black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, spec.width, spec.height);
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, spec.width, spec.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, spec.type, 0.9));
  if (!blob) throw new Error(t('cropFailed'));
  return new File([blob], spec.fileName, { type: spec.type });
}
