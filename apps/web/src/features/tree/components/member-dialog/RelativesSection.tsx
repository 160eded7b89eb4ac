import { genderLabels, type MemberDetail, type Relative } from '@familytree/shared';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Box, IconButton, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { MemberPermissions } from '../../logic/member-permissions';
import { fullName } from '../../logic/person-name';
import type { DeleteRequest } from './use-member-deletion';

interface RelativesSectionProps {
  detail: MemberDetail;
  permissions: MemberPermissions;
  onOpenRelative: (personId: number, parentId: number) => void;
  onDelete: (request: DeleteRequest) => void;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, minWidth: 0 }}>
        {children}
      </Box>
    </>
  );
}

/** Father, mother, spouses and children; each name opens that person in the dialog. */
export function RelativesSection(props: RelativesSectionProps) {
  const { detail, permissions, onOpenRelative, onDelete } = props;

  const relativeLink = (person: Relative, parentId: number) => (
    <Link
      component="button"
      type="button"
      onClick={() => onOpenRelative(person.personId, parentId)}
    >
      {fullName(person)}
    </Link>
  );
  const parent = (person: Relative | null) =>
    person ? relativeLink(person, 0) : <Typography color="text.secondary">Not added</Typography>;
  const list = (
    people: Relative[],
    kind: 'spouse' | 'child',
    canDelete: (r: Relative) => boolean,
  ) =>
    people.length === 0 ? (
      <Typography color="text.secondary">None</Typography>
    ) : (
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {people.map((person) => (
          <Box
            component="li"
            key={person.personId}
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
          >
            {relativeLink(person, kind === 'child' ? detail.personId : 0)}
            {canDelete(person) && (
              <IconButton
                size="small"
                color="error"
                aria-label={`Delete ${kind} ${fullName(person)}`}
                onClick={() => onDelete({ kind, personId: person.personId })}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            )}
          </Box>
        ))}
      </Box>
    );

  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '120px 1fr' },
        columnGap: 2,
        rowGap: { xs: 0.5, sm: 1.5 },
        m: 0,
        '& dd': { mb: { xs: 1.5, sm: 0 } },
      }}
    >
      <Row label="Gender">{genderLabels[detail.gender]}</Row>
      <Row label="Father">{parent(detail.father)}</Row>
      <Row label="Mother">{parent(detail.mother)}</Row>
      <Row label={detail.spouses.length > 1 ? 'Spouses' : 'Spouse'}>
        {list(detail.spouses, 'spouse', permissions.deleteSpouse)}
      </Row>
      <Row label="Children">{list(detail.children, 'child', permissions.deleteChild)}</Row>
    </Box>
  );
}
