import { imageUrl, type FieldChange } from '@familytree/shared';
import { Box, Typography } from '@mui/material';
import { useHistoryT } from '../hooks/use-history-text';
import { fieldText, valueText, type HistoryT } from '../logic/change-text';

/** Fields whose value is an uploaded image's name: shown as the picture, not its file name. */
const imageFields = new Set(['photo_url', 'cover_photo_url', 'image', 'image_name']);

function Value(props: { field: string; value: unknown; side: 'before' | 'after'; t: HistoryT }) {
  const { field, value, side, t } = props;
  if (imageFields.has(field) && typeof value === 'string' && value) {
    return (
      <Box
        component="img"
        src={imageUrl(value) ?? undefined}
        alt={t(side === 'before' ? 'imageBefore' : 'imageAfter', { field: fieldText(field, t) })}
        loading="lazy"
        sx={{ width: 40, height: 40, objectFit: 'cover', borderRadius: 1, verticalAlign: 'middle' }}
      />
    );
  }
  return <>{valueText(value, t)}</>;
}

/** One changed field of a record: "Place of birth: Leeds → York", photos as thumbnails. */
export function ChangeLine({ change }: { change: FieldChange }) {
  const t = useHistoryT();
  return (
    <li>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {fieldText(change.field, t)}:{' '}
        <Value field={change.field} value={change.before} side="before" t={t} /> →{' '}
        <Value field={change.field} value={change.after} side="after" t={t} />
      </Typography>
    </li>
  );
}
