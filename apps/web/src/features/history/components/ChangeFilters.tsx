import { changeKinds, type ChangeKind, type PersonSearchItem } from '@familytree/shared';
import { Box, TextField } from '@mui/material';
import { DateField } from '../../../components/date-field/DateField';
import { isIsoDate } from '../../../lib/dates/numeric-date';
import { PersonPicker } from '../../tree';
import { useHistoryAuthorsQuery, type ChangeFilters as Filters } from '../api/family-history';
import { useHistoryT } from '../hooks/use-history-text';

/** The filters as chosen: a date still being typed is its text (the page filters by whole dates). */
export interface FilterState extends Filters {
  person: PersonSearchItem | null;
}

/** The Recent changes filters: a person (the tree's person search), a user, a kind, dates. */
export function ChangeFilters({
  familyId,
  byUser = true,
  value,
  onChange,
}: {
  familyId: number;
  /** The User filter: the family's authors are a family admin's to read. */
  byUser?: boolean;
  value: FilterState;
  onChange: (next: FilterState) => void;
}) {
  const t = useHistoryT();
  const authors = useHistoryAuthorsQuery(familyId, byUser);
  const { from = '', to = '' } = value;
  const reversed = isIsoDate(from) && isIsoDate(to) && from > to;
  return (
    <Box
      role="search"
      aria-label={t('filterChanges')}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1.5fr 1.5fr 1fr 1fr' },
        mb: 2,
      }}
    >
      <PersonPicker
        label={t('person')}
        familyId={familyId}
        value={value.person}
        onChange={(person) => onChange({ ...value, person, personId: person?.personId })}
      />
      {byUser && (
        <TextField
          select
          label={t('user')}
          value={value.userId === undefined ? '' : String(value.userId)}
          onChange={(e) =>
            onChange({ ...value, userId: e.target.value ? Number(e.target.value) : undefined })
          }
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          helperText={authors.isError ? t('usersLoadFailed') : undefined}
          error={authors.isError}
        >
          <option value="">{t('everyone')}</option>
          {(authors.data ?? []).map((a) => (
            <option key={a.userId} value={a.userId}>
              {a.userName}
            </option>
          ))}
        </TextField>
      )}
      <TextField
        select
        label={t('kind')}
        value={value.kind ?? ''}
        onChange={(e) =>
          onChange({ ...value, kind: (e.target.value || undefined) as ChangeKind | undefined })
        }
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{t('allChanges')}</option>
        {(Object.keys(changeKinds) as ChangeKind[]).map((kind) => (
          <option key={kind} value={kind}>
            {t(`kind.${kind}`)}
          </option>
        ))}
      </TextField>
      <DateField
        label={t('from')}
        value={from}
        onChange={(date) => onChange({ ...value, from: date || undefined })}
      />
      <DateField
        label={t('to')}
        value={to}
        onChange={(date) => onChange({ ...value, to: date || undefined })}
        error={reversed}
        helperText={reversed ? t('endBeforeStart') : undefined}
      />
    </Box>
  );
}
