import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { componentsMessages } from '../../../components/messages';
import { useT } from '../../../lib/i18n';
import { siteMessages } from '../messages';

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
  const t = useT(siteMessages);
  const common = useT(componentsMessages);
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const href = normalizeLink(value);
    if (!href) {
      setError(t('linkInvalid'));
      return;
    }
    onApply(href);
  };

  return (
    <Dialog open onClose={onClose} maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('link')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            margin="dense"
            label={t('linkAddress')}
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
              {t('removeLink')}
            </Button>
          )}
          <Button onClick={onClose}>{common('cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('apply')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
