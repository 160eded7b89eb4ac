import { Box, Button, type ButtonProps } from '@mui/material';
import type { ChangeEvent } from 'react';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

type ImageFileButtonProps = Pick<
  ButtonProps,
  'children' | 'variant' | 'size' | 'disabled' | 'startIcon' | 'role' | 'tabIndex'
> & {
  /** The file input's accessible name. */
  inputLabel: string;
  /** The id of the text under the button: the hint, or why a file was refused. */
  describedBy: string;
  invalid: boolean;
  onChoose: (event: ChangeEvent<HTMLInputElement>) => void;
};

/**
 * A button that opens the browser's image picker. The file input inside is only visually hidden,
 * so it keeps the keyboard focus; the ring on the button shows where that focus is.
 */
export function ImageFileButton(props: ImageFileButtonProps) {
  const { inputLabel, describedBy, invalid, onChoose, children, ...button } = props;
  return (
    <Button
      component="label"
      {...button}
      sx={{ '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}
    >
      {children}
      <Box
        component="input"
        type="file"
        accept="image/*"
        aria-label={inputLabel}
        aria-describedby={describedBy}
        aria-invalid={invalid ? true : undefined}
        onChange={onChoose}
        sx={visuallyHidden}
      />
    </Button>
  );
}
