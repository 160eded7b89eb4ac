import { placeMessages, type Place, type PlaceSummary } from '@familytree/shared';
import { Alert, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '../../../components/FormDialog';
import { useMergePlaceMutation, usePlacesQuery } from '../api/places.api';
import { usePlacesT, usePlaceText } from '../hooks/use-places-text';

const depth = (key: string) => key.split(', ').length;

/** The places a place may merge into: those of its level, itself aside. */
export function mergeTargets(place: Place, places: readonly PlaceSummary[]): PlaceSummary[] {
  return places.filter((p) => p.key !== place.key && depth(p.key) === depth(place.key));
}

/**
 * Merges a place into another of its level (family admins): the target first, then a
 * confirmation saying what the merge rewrites. Answers the target's key through onMerged.
 */
export function MergePlaceDialog(props: {
  familyId: number;
  place: Place;
  onClose: () => void;
  onMerged: (key: string) => void;
}) {
  const t = usePlacesT();
  const text = usePlaceText();
  const merge = useMergePlaceMutation(props.familyId);
  const places = usePlacesQuery(props.familyId);
  const { place } = props;
  const [targetKey, setTargetKey] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const targets = places.data ? mergeTargets(place, places.data) : [];
  const target = targets.find((p) => p.key === targetKey);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setAlert(null);
    if (!confirming) {
      if (!target) return setError(placeMessages.mergeTargetRequired);
      setError(undefined);
      return setConfirming(true);
    }
    try {
      const merged = await merge.mutateAsync({ placeKey: place.key, targetKey });
      props.onMerged(merged.key);
    } catch (failure) {
      const f = failure as { fields?: Record<string, string>; message: string };
      setConfirming(false);
      if (f.fields?.targetKey) setError(f.fields.targetKey);
      else setAlert(f.message);
    }
  };

  return (
    <FormDialog
      title={t('mergePlace')}
      onClose={merge.isPending ? undefined : props.onClose}
      onSubmit={(e) => void onSubmit(e)}
      actions={
        <>
          <Button
            onClick={confirming ? () => setConfirming(false) : props.onClose}
            disabled={merge.isPending}
          >
            {confirming ? t('back') : t('cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={merge.isPending || targets.length === 0}
          >
            {confirming ? t('merge') : t('next')}
          </Button>
        </>
      }
    >
      <Typography color="text.secondary">{place.fullName}</Typography>
      {alert && <Alert severity="error">{text(alert)}</Alert>}
      {places.isError && (
        <Alert severity="error">
          {t('placesLoadFailed', { error: text(places.error.message) })}
        </Alert>
      )}
      {confirming && target ? (
        <Typography>
          {t('mergeConfirm', {
            place: place.fullName,
            target: target.fullName,
            count: place.factCount,
          })}
        </Typography>
      ) : places.isPending ? (
        <Typography color="text.secondary">{t('loadingThePlaces')}</Typography>
      ) : targets.length === 0 ? (
        <Typography>{t('noMergeTargets')}</Typography>
      ) : (
        <TextField
          select
          label={t('mergeInto')}
          value={targetKey}
          onChange={(e) => setTargetKey(e.target.value)}
          error={Boolean(error)}
          helperText={error ? text(error) : t('mergeIntoHelp')}
          required
        >
          {targets.map((p) => (
            <MenuItem key={p.key} value={p.key}>
              {p.fullName}
            </MenuItem>
          ))}
        </TextField>
      )}
    </FormDialog>
  );
}
