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

const describe = (item: MediaItem) =>
  [item.kind === 'document' ? 'PDF' : 'Image', item.date && describeGedcomDate(item.date)]
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
    if (!chosen?.mediaId) return setError('Choose a photo or document');
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
      title="Link existing media"
      onClose={link.isPending ? undefined : props.onClose}
      onSubmit={(e) => void onSubmit(e)}
      actions={
        <>
          <Button onClick={props.onClose} disabled={link.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={link.isPending}>
            Link
          </Button>
        </>
      }
    >
      {alert && <Alert severity="error">{alert}</Alert>}
      <Typography variant="body2" color="text.secondary">
        Choose one of the family&apos;s photos or documents to show with {props.subjectName} too. It
        stays where it is already shown.
      </Typography>
      {media.isError && (
        <Alert severity="error">
          The family&apos;s media could not be loaded. {media.error.message}
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
        noOptionsText={term ? 'No media with this title' : 'No other media in the family yet'}
        renderOption={(optionProps, item) => {
          const { key, ...rest } = optionProps;
          return (
            <Box component="li" key={key} {...rest}>
              <Box>
                <Typography>{item.title}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {describe(item)}
                </Typography>
              </Box>
            </Box>
          );
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Media"
            error={Boolean(error)}
            helperText={error ?? (chosen ? describe(chosen) : 'Search by title')}
          />
        )}
      />
    </FormDialog>
  );
}
