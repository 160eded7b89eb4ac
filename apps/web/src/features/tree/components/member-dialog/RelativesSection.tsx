import {
  intlLocale,
  type Gender,
  type MemberDetail,
  type Relative,
  type SpouseRelative,
  type UiLocale,
} from '@familytree/shared';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Box, IconButton, Link, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useLocale } from '../../../../lib/i18n';
import { useTreeT } from '../../hooks/use-tree-text';
import type { MemberPermissions } from '../../logic/member-permissions';
import { fullName } from '../../logic/person-name';
import type { TreeKey, TreeT } from '../../logic/tree-text';
import { MarriageDialog } from './MarriageDialog';
import type { DeleteRequest } from './use-member-deletion';

interface RelativesSectionProps {
  detail: MemberDetail;
  permissions: MemberPermissions;
  onOpenRelative: (personId: number, parentId: number) => void;
  onDelete: (request: DeleteRequest) => void;
}

// English keeps the day before the month ("2 June 2001"), as it always showed.
const dayText = (date: string, locale: UiLocale) => {
  const tag = intlLocale(locale);
  return new Date(`${date}T00:00:00Z`).toLocaleDateString(tag === 'en' ? 'en-GB' : tag, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
};

/** "Married 2 June 2001 in Leeds", or nothing when neither is known. */
function marriageText(spouse: SpouseRelative, t: TreeT, locale: UiLocale): string | null {
  const { marriageDate, marriagePlace } = spouse;
  if (marriageDate && marriagePlace)
    return t('marriedOnIn', { date: dayText(marriageDate, locale), place: marriagePlace });
  if (marriageDate) return t('marriedOn', { date: dayText(marriageDate, locale) });
  if (marriagePlace) return t('marriedIn', { place: marriagePlace });
  return null;
}

const genderKeys: Record<Gender, TreeKey> = { M: 'male', F: 'female', U: 'unknown' };

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
  const t = useTreeT();
  const locale = useLocale();

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
    person ? (
      relativeLink(person, 0)
    ) : (
      <Typography color="text.secondary">{t('notAdded')}</Typography>
    );
  // Editors get each couple's marriage with the detail, and may set it from here.
  const marriage = (spouse: SpouseRelative) => {
    const text = marriageText(spouse, t, locale);
    return (
      <>
        {permissions.edit && (
          <IconButton
            size="small"
            aria-label={t('editMarriage', { name: fullName(spouse) })}
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
      <Typography color="text.secondary">{t('none')}</Typography>
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
                aria-label={t(kind === 'child' ? 'deleteChild' : 'deleteSpouse', {
                  name: fullName(person),
                })}
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
        <Row label={t('gender')}>{t(genderKeys[detail.gender])}</Row>
        <Row label={t('father')}>{parent(detail.father)}</Row>
        <Row label={t('mother')}>{parent(detail.mother)}</Row>
        <Row label={detail.spouses.length > 1 ? t('spouses') : t('spouse')}>
          {list(detail.spouses, 'spouse', permissions.deleteSpouse, marriage)}
        </Row>
        <Row label={t('children')}>{list(detail.children, 'child', permissions.deleteChild)}</Row>
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
