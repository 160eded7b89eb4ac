import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useState, type FormEvent } from 'react';

const allowed = /^(https?:\/\/|mailto:|tel:)/i;

/** Adds https:// to a bare address; refuses anything but web, mail and phone links. */
export function normalizeLink(raw: string): string | null {
  const value = raw.trim();
  if (!value) return null;
  if (allowed.test(value)) return value;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return null;
  return `https://${value}`;
}

interface LinkDialogProps {
  initial: string;
  hasLink: boolean;
  onApply: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
}

export function LinkDialog({ initial, hasLink, onApply, onRemove, onClose }: LinkDialogProps) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const href = normalizeLink(value);
    if (!href) {
      setError('Enter a web address, an email (mailto:) or a phone (tel:) link');
      return;
    }
    onApply(href);
  };

  return (
    <Dialog open onClose={onClose} maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>Link</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            margin="dense"
            label="Link address"
            placeholder="https://"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setError(null);
            }}
            error={error !== null}
            helperText={error ?? ' '}
          />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap' }}>
          {hasLink && (
            <Button color="error" onClick={onRemove}>
              Remove link
            </Button>
          )}
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            Apply
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
