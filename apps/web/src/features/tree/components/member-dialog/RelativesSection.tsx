import {
  genderLabels,
  type MemberDetail,
  type Relative,
  type SpouseRelative,
} from '@familytree/shared';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Box, IconButton, Link, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import type { MemberPermissions } from '../../logic/member-permissions';
import { fullName } from '../../logic/person-name';
import { MarriageDialog } from './MarriageDialog';
import type { DeleteRequest } from './use-member-deletion';

interface RelativesSectionProps {
  detail: MemberDetail;
  permissions: MemberPermissions;
  onOpenRelative: (personId: number, parentId: number) => void;
  onDelete: (request: DeleteRequest) => void;
}

const dayText = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** "Married 2 June 2001 in Leeds", or nothing when neither is known. */
function marriageText({ marriageDate, marriagePlace }: SpouseRelative): string | null {
  if (!marriageDate && !marriagePlace) return null;
  const date = marriageDate ? ` ${dayText(marriageDate)}` : '';
  return `Married${date}${marriagePlace ? ` in ${marriagePlace}` : ''}`;
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
  const [marriageOf, setMarriageOf] = useState<SpouseRelative | null>(null);

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
  // Editors get each couple's marriage with the detail, and may set it from here.
  const marriage = (spouse: SpouseRelative) => {
    const text = marriageText(spouse);
    return (
      <>
        {permissions.edit && (
          <IconButton
            size="small"
            aria-label={`Edit marriage with ${fullName(spouse)}`}
            onClick={() => setMarriageOf(spouse)}
          >
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        )}
        {text && (
          <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
            {text}
          </Typography>
        )}
      </>
    );
  };
  const list = <R extends Relative>(
    people: R[],
    kind: 'spouse' | 'child',
    canDelete: (r: R) => boolean,
    extra?: (r: R) => ReactNode,
  ) =>
    people.length === 0 ? (
      <Typography color="text.secondary">None</Typography>
    ) : (
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {people.map((person) => (
          <Box
            component="li"
            key={person.personId}
            sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 0.5 }}
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
            {extra?.(person)}
          </Box>
        ))}
      </Box>
    );

  return (
    <>
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
          {list(detail.spouses, 'spouse', permissions.deleteSpouse, marriage)}
        </Row>
        <Row label="Children">{list(detail.children, 'child', permissions.deleteChild)}</Row>
      </Box>
      {marriageOf && (
        <MarriageDialog
          memberId={detail.personId}
          memberName={fullName(detail)}
          spouse={marriageOf}
          onClose={() => setMarriageOf(null)}
          onSaved={() => setMarriageOf(null)}
        />
      )}
    </>
  );
}
