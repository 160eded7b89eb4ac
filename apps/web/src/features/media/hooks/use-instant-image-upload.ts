import { apiPaths } from '@familytree/shared';
import { useUploadImageMutation } from '../api/upload-image';
import { useImageFileChoice } from './use-image-file-choice';

export interface StoredImage {
  /** The name the server stored the image under, which a form saves. */
  name: string;
  /** Where the browser can show it. */
  url: string;
}

/**
 * An image input that uploads the chosen file at once and hands on the stored image. A refused
 * file or a failed upload becomes the problem shown under the input.
 */
export function useInstantImageUpload(
  onUploaded: (image: StoredImage) => void,
  onBusyChange?: (busy: boolean) => void,
) {
  const upload = useUploadImageMutation();
  const { problem, setProblem, choose } = useImageFileChoice({
    onAccepted: async (file) => {
      onBusyChange?.(true);
      try {
        const { name } = await upload.mutateAsync(file);
        onUploaded({ name, url: apiPaths.image(name) });
      } catch (error) {
        setProblem((error as Error).message);
      } finally {
        onBusyChange?.(false);
      }
    },
  });
  return { problem, choose, busy: upload.isPending };
}
