import type { GedcomPreview } from '@familytree/shared';
import { Alert, Box, Container, Divider, Skeleton, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { PageHeading } from '../../../components/PageHeading';
import { useSpecText } from '../../../lib/i18n';
import { useSession } from '../../../lib/session-store';
import { useFamily } from '../../family';
import { gedcomExportWarningsKey } from '../api/gedcom-export-warnings';
import { useGedcomImportJobQuery } from '../api/gedcom-import-job';
import { usePreviewGedcomMutation } from '../api/preview-gedcom';
import { useStartGedcomImportMutation } from '../api/start-gedcom-import';
import { useGedcomT } from '../hooks/use-gedcom-t';
import { GedcomDropZone } from './GedcomDropZone';
import { GedcomExportSection } from './GedcomExportSection';
import { GedcomImportProgress } from './GedcomImportProgress';
import { GedcomMatches } from './GedcomMatches';
import { GedcomPreviewCard } from './GedcomPreviewCard';

/**
 * /gedcom (Admin menu, family admins): import a GEDCOM file (drop or choose it, see the preview,
 * choose the founder, follow the progress) — into a family that has persons, accepting or
 * rejecting the matches of the file's persons to the family's (decision 0055) — and export the
 * family as GEDCOM.
 */
export function GedcomPage() {
  const t = useGedcomT();
  const { t: spec, text } = useSpecText();
  const { familyId, domainName } = useFamily();
  const session = useSession();
  const isFamilyAdmin = session?.userRole === 'FAMILY_ADMIN';
  const preview = usePreviewGedcomMutation(familyId);
  const start = useStartGedcomImportMutation(familyId);
  const [file, setFile] = useState<File | null>(null);
  const [founder, setFounder] = useState<string | null>(null);
  const [accepted, setAccepted] = useState<Set<string>>(new Set());
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useGedcomImportJobQuery(familyId, jobId);
  const queryClient = useQueryClient();
  const imported = job.data?.status === 'done';
  // What the export leaves out was asked of the family before the import.
  useEffect(() => {
    if (imported)
      void queryClient.invalidateQueries({ queryKey: gedcomExportWarningsKey(familyId) });
  }, [imported, familyId, queryClient]);

  const choose = (chosen: File) => {
    setFile(chosen);
    setFounder(null);
    start.reset();
    preview.mutate(chosen, {
      onSuccess: (result: GedcomPreview) => {
        setFounder(result.founders[0]?.xref ?? null);
        // The matches the server would accept without decisions are ticked to begin with.
        const from = result.acceptScore ?? 0;
        setAccepted(
          new Set((result.matches ?? []).filter((m) => m.score >= from).map((m) => m.xref)),
        );
      },
    });
  };
  const reset = () => {
    setFile(null);
    setJobId(null);
    preview.reset();
    start.reset();
  };

  let importBody;
  if (jobId) {
    importBody = job.isError ? (
      <ErrorAlert onRetry={() => void job.refetch()}>{text(job.error.message)}</ErrorAlert>
    ) : (
      <GedcomImportProgress job={job.data} />
    );
  } else if (preview.isPending) {
    importBody = (
      <Stack spacing={1} role="status" aria-label={t('readingFile')}>
        <Typography>{t('readingName', { name: file?.name ?? '' })}</Typography>
        <Skeleton variant="rounded" height={160} />
      </Stack>
    );
  } else if (preview.isSuccess && file) {
    importBody = (
      <Stack spacing={2}>
        {start.isError && <Alert severity="error">{text(start.error.message)}</Alert>}
        <GedcomPreviewCard
          fileName={file.name}
          preview={preview.data}
          founder={founder}
          onFounder={setFounder}
          starting={start.isPending}
          onCancel={reset}
          onImport={() => {
            const matches = preview.data.matches;
            const decisions = matches
              ? Object.fromEntries(
                  matches.map((m) => [m.xref, accepted.has(m.xref) ? m.personId : null]),
                )
              : undefined;
            start.mutate(
              { file, founder, decisions },
              { onSuccess: ({ jobId: id }) => setJobId(id) },
            );
          }}
        >
          {preview.data.matches && (
            <GedcomMatches
              matches={preview.data.matches}
              acceptScore={preview.data.acceptScore ?? 0}
              newPersons={preview.data.newPersons ?? 0}
              accepted={accepted}
              onAccepted={setAccepted}
            />
          )}
        </GedcomPreviewCard>
      </Stack>
    );
  } else {
    importBody = (
      <Stack spacing={2}>
        {preview.isError && <Alert severity="error">{text(preview.error.message)}</Alert>}
        <GedcomDropZone onFile={choose} />
      </Stack>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <PageHeading title={t('importExport')} />
      {!isFamilyAdmin ? (
        <Alert severity="warning">{spec('gedcom.adminOnly')}</Alert>
      ) : (
        <Stack spacing={4}>
          <Box component="section" aria-labelledby="gedcom-import-heading">
            <Typography id="gedcom-import-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
              {t('importHeading')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('importIntro')}
            </Typography>
            {importBody}
          </Box>
          <Divider />
          <Box component="section" aria-labelledby="gedcom-export-heading">
            <Typography id="gedcom-export-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
              {t('exportHeading')}
            </Typography>
            <GedcomExportSection familyId={familyId} domainName={domainName} />
          </Box>
        </Stack>
      )}
    </Container>
  );
}
