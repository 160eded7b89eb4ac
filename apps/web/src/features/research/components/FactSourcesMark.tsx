import type { Citation, CitedFact } from '@familytree/shared';
import { Link } from '@mui/material';
import { Link as RouterLink } from '../../../lib/router';
import { usePersonCitationsQuery } from '../api/research.api';
import { factLabel } from '../logic/citation-text';
import { useT } from '../../../lib/i18n';
import { researchUiMessages } from '../messages';

/**
 * A fact's citations beside it on the profile, as a superscript count linking to the Sources
 * tab (as webtrees marks a fact that has sources); nothing when none are cited.
 */
export function FactSourcesMark(props: { familyId: number; personId: number; fact: CitedFact }) {
  const t = useT(researchUiMessages);
  // One query per person, shared by the marks and the Sources tab.
  const citations = usePersonCitationsQuery(props.familyId, props.personId);
  const count = (citations.data ?? []).filter((c: Citation) => c.fact === props.fact).length;
  if (count === 0) return null;
  return (
    <Link
      component={RouterLink}
      to={`/members/${props.personId}/sources`}
      aria-label={t('factSourcesCount', { fact: factLabel(props.fact, t), count })}
      sx={{ ml: 0.5, fontSize: '0.75em', verticalAlign: 'super' }}
    >
      [{count}]
    </Link>
  );
}
