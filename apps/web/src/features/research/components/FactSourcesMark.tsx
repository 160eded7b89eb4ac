import type { Citation, CitedFact } from '@familytree/shared';
import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { usePersonCitationsQuery } from '../api/research.api';
import { factLabel } from '../logic/citation-text';

/** How many of the person's citations name each fact (null: the person as a whole). */
export function usePersonCitationCounts(familyId: number, personId: number) {
  const citations = usePersonCitationsQuery(familyId, personId);
  const count = (fact: CitedFact | null) =>
    (citations.data ?? []).filter((c: Citation) => c.fact === fact).length;
  return { count, total: citations.data?.length ?? 0 };
}

/**
 * A fact's citations beside it on the profile, as a superscript count linking to the Sources
 * tab (as webtrees marks a fact that has sources); nothing when none are cited.
 */
export function FactSourcesMark(props: { personId: number; fact: CitedFact; count: number }) {
  if (props.count === 0) return null;
  const noun = props.count === 1 ? 'source' : 'sources';
  return (
    <Link
      component={RouterLink}
      to={`/members/${props.personId}/sources`}
      aria-label={`${factLabel(props.fact)}: ${props.count} ${noun}`}
      sx={{ ml: 0.5, fontSize: '0.75em', verticalAlign: 'super' }}
    >
      [{props.count}]
    </Link>
  );
}
