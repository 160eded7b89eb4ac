import { describeGedcomDate, type MediaItem } from '@familytree/shared';
import { Alert, Autocomplete, Box, Button, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { FormDialog } from '../../../components/FormDialog';
import {
  useFamilyMediaQuery,
  useLinkMediaMutation,
  type MediaSubject,
} from '../api/media-records.api';
import { useMediaT, useMediaText } from '../hooks/use-media-text';
import type { MediaT } from '../logic/media-text';

/** Typing settles for this long before the family's media are searched again. */
const searchDelayMs = 300;

function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), searchDelayMs);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/** "PDF · 1911" under a record's title. */
const describe = (item: MediaItem, t: MediaT) =>
  [
    t(item.kind === 'document' ? 'kindPdf' : 'kindImage'),
    item.date && describeGedcomDate(item.date),
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * Links one of the family's media records to one more person or couple (issue 30): the record is
 * shared, not copied; those it already shows are not offered.
 */
export function LinkMediaDialog(props: {
  familyId: number;
  subject: MediaSubject;
  /** Whom it is linked to, in the dialog's words ("Anna Person"). */
  subjectName: string;
  /** The records already linked to the subject. */
  linkedIds: number[];
  onClose: () => void;
}) {
  const t = useMediaT();
  const text = useMediaText();
  const [input, setInput] = useState('');
  const [chosen, setChosen] = useState<MediaItem | null>(null);
  const term = useSettled(chosen && input === chosen.title ? '' : input);
  const media = useFamilyMediaQuery(props.familyId, term);
  const link = useLinkMediaMutation(props.familyId);
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const options = (media.data ?? []).filter(
    (m) => m.mediaId !== null && !props.linkedIds.includes(m.mediaId),
  );
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setAlert(null);
    if (!chosen?.mediaId) return setError(t('choosePhotoOrDocument'));
    try {
      await link.mutateAsync({ mediaId: chosen.mediaId, body: props.subject });
      props.onClose();
    } catch (failure) {
      const fields = failure instanceof ApiError ? Object.values(failure.fields ?? {}) : [];
      setAlert(fields[0] ?? (failure instanceof Error ? failure.message : String(failure)));
    }
  };
  return (
    <FormDialog
      title={t('linkExisting')}
      onClose={link.isPending ? undefined : props.onClose}
      onSubmit={(e) => void onSubmit(e)}
      actions={
        <>
          <Button onClick={props.onClose} disabled={link.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={link.isPending}>
            {t('link')}
          </Button>
        </>
      }
    >
      {alert && <Alert severity="error">{text(alert)}</Alert>}
      <Typography variant="body2" color="text.secondary">
        {t('linkIntro', { name: props.subjectName })}
      </Typography>
      {media.isError && (
        <Alert severity="error">
          {t('familyMediaLoadFailed', { error: text(media.error.message) })}
        </Alert>
      )}
      <Autocomplete
        options={options}
        value={chosen}
        onChange={(_, item) => setChosen(item)}
        inputValue={input}
        onInputChange={(_, text) => setInput(text)}
        filterOptions={(all) => all}
        getOptionLabel={(item) => item.title}
        isOptionEqualToValue={(a, b) => a.key === b.key}
        loading={media.isFetching}
        noOptionsText={term ? t('noMediaWithTitle') : t('noOtherMedia')}
        renderOption={(optionProps, item) => {
          const { key, ...rest } = optionProps;
          return (
            <Box component="li" key={key} {...rest}>
              <Box>
                <Typography>{item.title}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {describe(item, t)}
                </Typography>
              </Box>
            </Box>
          );
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('media')}
            error={Boolean(error)}
            helperText={error ?? (chosen ? describe(chosen, t) : t('searchByTitle'))}
          />
        )}
      />
    </FormDialog>
  );
}
