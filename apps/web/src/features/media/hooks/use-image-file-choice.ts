import { useState, type ChangeEvent } from 'react';
import { checkImageFile } from '../logic/image-checks';

/**
 * The change handler of an image file input and the problem to show under it. The spec's client
 * checks come first, so a refused file is neither read nor sent.
 */
export function useImageFileChoice(options: {
  /** Runs for every chosen file, before the checks. */
  onChosen?: () => void;
  onAccepted: (file: File) => unknown;
}) {
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Emptied so that choosing the same file again is a change as well.
    event.target.value = '';
    if (!file) return;
    options.onChosen?.();
    const refusal = checkImageFile(file);
    setProblem(refusal);
    if (refusal) return;
    void options.onAccepted(file);
  };

  return { problem, setProblem, choose };
}
