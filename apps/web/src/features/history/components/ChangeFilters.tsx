import { changeKinds, type ChangeKind, type PersonSearchItem } from '@familytree/shared';
import { Box, TextField } from '@mui/material';
import { PersonPicker } from '../../tree';
import { useHistoryAuthorsQuery, type ChangeFilters as Filters } from '../api/family-history';
import { useHistoryT } from '../hooks/use-history-text';

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
  const reversed = !!value.from && !!value.to && value.from > value.to;
  const dateProps = { type: 'date', slotProps: { inputLabel: { shrink: true } } } as const;
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
      <TextField
        {...dateProps}
        label={t('from')}
        value={value.from ?? ''}
        onChange={(e) => onChange({ ...value, from: e.target.value || undefined })}
      />
      <TextField
        {...dateProps}
        label={t('to')}
        value={value.to ?? ''}
        onChange={(e) => onChange({ ...value, to: e.target.value || undefined })}
        error={reversed}
        helperText={reversed ? t('endBeforeStart') : undefined}
      />
    </Box>
  );
}
