import type { GedcomExportWarnings as Warnings } from '@familytree/shared';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  CircularProgress,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useSpecText } from '../../../lib/i18n';
import { useGedcomT } from '../hooks/use-gedcom-t';

/** Warnings shown before the rest is folded away (a long list would push the download down). */
const shownFolded = 5;

/**
 * What the chosen GEDCOM version cannot carry, asked of the server before the download (decision
 * 0045): checking, nothing, a list of records and what each loses, or the check's failure. The
 * download stays available whatever this says.
 */
export function GedcomExportWarnings(props: {
  versionName: string;
  warnings: Warnings | undefined;
  error: Error | null;
  onRetry: () => void;
}) {
  // One live region around every state: a screen reader hears the answer when it replaces the check.
  return (
    <Box aria-live="polite">
      <CheckState {...props} />
    </Box>
  );
}

function CheckState({
  versionName,
  warnings,
  error,
  onRetry,
}: {
  versionName: string;
  warnings: Warnings | undefined;
  error: Error | null;
  onRetry: () => void;
}) {
  const t = useGedcomT();
  const { text } = useSpecText();
  if (error)
    return (
      <ErrorAlert onRetry={onRetry}>
        {t('checkFailed', { version: versionName, error: text(error.message) })}
      </ErrorAlert>
    );
  if (!warnings)
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <CircularProgress size={16} aria-hidden />
        <Typography color="text.secondary">{t('checking', { version: versionName })}</Typography>
      </Stack>
    );
  if (warnings.warningCount === 0)
    return (
      <Typography color="text.secondary">
        {t('carriesEverything', { version: versionName })}
      </Typography>
    );
  return <WarningList versionName={versionName} warnings={warnings} />;
}

function WarningList({ versionName, warnings }: { versionName: string; warnings: Warnings }) {
  const t = useGedcomT();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const titleId = useId();
  const { warningCount } = warnings;
  const foldable = warnings.warnings.length > shownFolded;
  const shown = open || !foldable ? warnings.warnings : warnings.warnings.slice(0, shownFolded);
  const unlisted = warningCount - warnings.warnings.length;
  return (
    <Alert severity="warning" role="region" aria-labelledby={titleId}>
      <AlertTitle id={titleId}>{t('leavesOut', { count: warningCount })}</AlertTitle>
      <Typography variant="body2">
        {t('noPlace', { count: warningCount, version: versionName })}
      </Typography>
      <List dense id={listId} aria-label={t('leftOutList')} sx={{ overflowWrap: 'anywhere' }}>
        {shown.map((w, i) => (
          <ListItem key={i} disableGutters>
            <ListItemText primary={w.record} secondary={w.message} />
          </ListItem>
        ))}
      </List>
      {open && unlisted > 0 && (
        <Typography variant="body2">{t('moreNotListed', { count: unlisted })}</Typography>
      )}
      {foldable && (
        <Box>
          <Button
            size="small"
            color="inherit"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen(!open)}
          >
            {open
              ? t('showFewer')
              : t('showMore', { count: warnings.warnings.length - shownFolded })}
          </Button>
        </Box>
      )}
    </Alert>
  );
}
