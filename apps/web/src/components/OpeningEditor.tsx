import { Backdrop, CircularProgress } from '@mui/material';

/** Shown while a lazily loaded editor dialog (and its rich-text editor) arrives. */
export function OpeningEditor() {
  return (
    <Backdrop open>
      <CircularProgress aria-label="Opening the editor" />
    </Backdrop>
  );
}
