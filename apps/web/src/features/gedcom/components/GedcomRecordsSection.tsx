import { Alert, List, ListItem, ListItemText, Paper, Skeleton, Typography } from '@mui/material';
import { useId } from 'react';
import { useMemberGedcomRecordsQuery } from '../api/member-gedcom-records';
import { useGedcomT } from '../hooks/use-gedcom-t';

/**
 * "From the family records": a member's events as their GEDCOM file had them, with dates the way
 * a reader expects ("about 1850", "between 1840 and 1845"). Nothing for a member not imported.
 */
export function GedcomRecordsSection({ memberId }: { memberId: number }) {
  const t = useGedcomT();
  const records = useMemberGedcomRecordsQuery(memberId);
  const headingId = useId();
  if (records.isPending)
    return <Skeleton variant="rounded" height={80} aria-label={t('loadingRecords')} />;
  if (records.isError) return <Alert severity="error">{t('recordsLoadFailed')}</Alert>;
  if (records.data.length === 0) return null;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 2.5 } }}
    >
      <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('fromRecords')}
      </Typography>
      <List dense disablePadding aria-labelledby={headingId}>
        {records.data.map((r, i) => (
          <ListItem key={i} disableGutters>
            <ListItemText
              primary={r.label}
              secondary={[r.date, r.place].filter(Boolean).join(', ') || null}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
