import { imageUrl, type FieldChange } from '@familytree/shared';
import { Box, Typography } from '@mui/material';
import { fieldText, valueText } from '../logic/change-text';

/** Fields whose value is an uploaded image's name: shown as the picture, not its file name. */
const imageFields = new Set(['photo_url', 'cover_photo_url', 'image', 'image_name']);

function Value({ field, value, side }: { field: string; value: unknown; side: string }) {
  if (imageFields.has(field) && typeof value === 'string' && value) {
    return (
      <Box
        component="img"
        src={imageUrl(value) ?? undefined}
        alt={`${fieldText(field)} ${side}`}
        loading="lazy"
        sx={{ width: 40, height: 40, objectFit: 'cover', borderRadius: 1, verticalAlign: 'middle' }}
      />
    );
  }
  return <>{valueText(value)}</>;
}

/** One changed field of a record: "Place of birth: Leeds → York", photos as thumbnails. */
export function ChangeLine({ change }: { change: FieldChange }) {
  return (
    <li>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {fieldText(change.field)}:{' '}
        <Value field={change.field} value={change.before} side="before" /> →{' '}
        <Value field={change.field} value={change.after} side="after" />
      </Typography>
    </li>
  );
}
