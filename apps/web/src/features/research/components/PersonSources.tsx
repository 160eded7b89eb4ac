import { Button, Link, Skeleton, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from '../../../lib/router';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { usePersonCitationsQuery } from '../api/research.api';
import { groupByFact } from '../logic/citation-text';
import { CitationList } from './CitationList';
import { useT } from '../../../lib/i18n';
import { researchUiMessages } from '../messages';

const CitationDialog = lazy(() =>
  import('./CitationDialog').then((m) => ({ default: m.CitationDialog })),
);

/**
 * A person's sources (issue 30): their citations grouped by fact; those who may edit the person's
 * citations (family admins, their branch admin) cite a source, edit and delete citations.
 */
export function PersonSources(props: {
  familyId: number;
  personId: number;
  personName: string;
  canCite: boolean;
}) {
  const t = useT(researchUiMessages);
  const citations = usePersonCitationsQuery(props.familyId, props.personId);
  const [citing, setCiting] = useState(false);
  let body;
  if (citations.isPending) {
    body = (
      <Skeleton variant="rounded" height={120} role="status" aria-label={t('loadingSources')} />
    );
  } else if (citations.isError) {
    body = (
      <ErrorAlert onRetry={() => void citations.refetch()}>
        {t('sourcesLoadFailed')} {citations.error.message}
      </ErrorAlert>
    );
  } else if (citations.data.length === 0) {
    body = (
      <Typography color="text.secondary">
        {t('noCitationsFor', { name: props.personName })}
      </Typography>
    );
  } else {
    body = groupByFact(citations.data, t).map((group) => (
      <section key={group.fact ?? 'general'} aria-labelledby={`cited-${group.fact ?? 'general'}`}>
        <Typography id={`cited-${group.fact ?? 'general'}`} variant="h6" component="h3">
          {group.label}
        </Typography>
        <CitationList
          familyId={props.familyId}
          label={t('sourcesOfFact', { fact: group.fact ?? 'general' })}
          citations={group.citations}
          canEdit={props.canCite}
          nameOf={(c) => t('citationName', { source: c.sourceTitle, fact: group.label })}
          title={(c) => (
            <Link component={RouterLink} to={`/sources/${c.sourceId}`}>
              {c.sourceTitle}
            </Link>
          )}
        />
      </section>
    ));
  }
  return (
    <Stack component="section" aria-labelledby="person-sources-heading" spacing={2}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography id="person-sources-heading" variant="h5" component="h2">
          {t('sources')}
        </Typography>
        {props.canCite && (
          <Button variant="contained" onClick={() => setCiting(true)}>
            {t('citeSource')}
          </Button>
        )}
      </Stack>
      {body}
      <Link component={RouterLink} to="/sources">
        {t('allFamilySources')}
      </Link>
      {citing && (
        <Suspense fallback={null}>
          <CitationDialog
            familyId={props.familyId}
            subject={{ personId: props.personId }}
            citation={null}
            onClose={() => setCiting(false)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
