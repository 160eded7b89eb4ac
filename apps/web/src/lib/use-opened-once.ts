import { useState } from 'react';

/**
 * True from the first time `open` is true. A dialog or drawer whose code loads on demand is
 * mounted when first opened and stays mounted, so that it closes with its transition.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
