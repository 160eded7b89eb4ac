import type { PersonMarriage } from '@familytree/shared';
import { Button, Link, Skeleton, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from '../../../lib/router';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { usePersonMarriagesQuery, useUnionCitationsQuery } from '../api/research.api';
import { factLabel } from '../logic/citation-text';
import { CitationList } from './CitationList';
import { PersonNotes } from './PersonNotes';
import { useT } from '../../../lib/i18n';
import { researchUiMessages } from '../messages';

const CitationDialog = lazy(() =>
  import('./CitationDialog').then((m) => ({ default: m.CitationDialog })),
);

/**
 * The sources and notes of each of a person's marriages (issue 30): a section per couple
 * ("Marriage to Mathew Koshy"); editors of the person cite a source and write a note for it.
 */
export function MarriageResearch(props: { familyId: number; personId: number; canEdit: boolean }) {
  const t = useT(researchUiMessages);
  const marriages = usePersonMarriagesQuery(props.familyId, props.personId);
  if (marriages.isPending)
    return (
      <Skeleton variant="rounded" height={80} role="status" aria-label={t('loadingMarriages')} />
    );
  if (marriages.isError)
    return (
      <ErrorAlert onRetry={() => void marriages.refetch()}>
        {t('marriagesLoadFailed')} {marriages.error.message}
      </ErrorAlert>
    );
  return (
    <>
      {marriages.data.map((marriage) => (
        <MarriageSection
          key={marriage.unionId}
          familyId={props.familyId}
          personId={props.personId}
          marriage={marriage}
          canEdit={props.canEdit}
        />
      ))}
    </>
  );
}

function MarriageSection(props: {
  familyId: number;
  personId: number;
  marriage: PersonMarriage;
  canEdit: boolean;
}) {
  const t = useT(researchUiMessages);
  const { unionId, partnerName } = props.marriage;
  const title = t('marriageTo', { name: partnerName });
  return (
    <Stack component="section" aria-labelledby={`marriage-${unionId}-heading`} spacing={2}>
      <Typography id={`marriage-${unionId}-heading`} variant="h5" component="h2">
        {title}
      </Typography>
      <MarriageSources
        familyId={props.familyId}
        unionId={unionId}
        partnerName={partnerName}
        canEdit={props.canEdit}
      />
      <PersonNotes
        familyId={props.familyId}
        personId={props.personId}
        personName={partnerName}
        canEdit={props.canEdit}
        unionId={unionId}
      />
    </Stack>
  );
}

function MarriageSources(props: {
  familyId: number;
  unionId: number;
  partnerName: string;
  canEdit: boolean;
}) {
  const t = useT(researchUiMessages);
  const citations = useUnionCitationsQuery(props.familyId, props.unionId);
  const [citing, setCiting] = useState(false);
  const headingId = `union-${props.unionId}-sources-heading`;
  let body;
  if (citations.isPending) {
    body = (
      <Skeleton variant="rounded" height={60} role="status" aria-label={t('loadingSources')} />
    );
  } else if (citations.isError) {
    body = (
      <ErrorAlert onRetry={() => void citations.refetch()}>
        {t('sourcesLoadFailed')} {citations.error.message}
      </ErrorAlert>
    );
  } else if (citations.data.length === 0) {
    body = <Typography color="text.secondary">{t('noMarriageCitations')}</Typography>;
  } else {
    body = (
      <CitationList
        familyId={props.familyId}
        // The list's English name has always been all lower case ("Sources of the marriage to
        // mathew koshy"); the tests find it so.
        label={t('sourcesOfMarriage', { name: props.partnerName.toLowerCase() })}
        citations={citations.data}
        canEdit={props.canEdit}
        nameOf={(c) => t('citationName', { source: c.sourceTitle, fact: factLabel(c.fact, t) })}
        title={(c) => (
          <>
            <Link component={RouterLink} to={`/sources/${c.sourceId}`}>
              {c.sourceTitle}
            </Link>{' '}
            – {factLabel(c.fact, t)}
          </>
        )}
      />
    );
  }
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
        useFlexGap
      >
        <Typography id={headingId} variant="subtitle1" component="h3">
          {t('sources')}
        </Typography>
        {props.canEdit && (
          <Button variant="outlined" onClick={() => setCiting(true)}>
            {t('citeForMarriage')}
          </Button>
        )}
      </Stack>
      {body}
      {citing && (
        <Suspense fallback={null}>
          <CitationDialog
            familyId={props.familyId}
            subject={{ unionId: props.unionId }}
            citation={null}
            onClose={() => setCiting(false)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
