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

/** Warnings shown before the rest is folded away (a long list would push the download down). */
const shownFolded = 5;

const things = (n: number) => `${n.toLocaleString('en')} thing${n === 1 ? '' : 's'}`;

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
  if (error)
    return (
      <ErrorAlert onRetry={onRetry}>
        Could not check what {versionName} leaves out: {error.message} The download still works.
      </ErrorAlert>
    );
  if (!warnings)
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <CircularProgress size={16} aria-hidden />
        <Typography color="text.secondary">Checking what {versionName} can carry…</Typography>
      </Stack>
    );
  if (warnings.warningCount === 0)
    return (
      <Typography color="text.secondary">
        {versionName} carries everything the family holds.
      </Typography>
    );
  return <WarningList versionName={versionName} warnings={warnings} />;
}

function WarningList({ versionName, warnings }: { versionName: string; warnings: Warnings }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const titleId = useId();
  const { warningCount } = warnings;
  const foldable = warnings.warnings.length > shownFolded;
  const shown = open || !foldable ? warnings.warnings : warnings.warnings.slice(0, shownFolded);
  const unlisted = warningCount - warnings.warnings.length;
  return (
    <Alert severity="warning" role="region" aria-labelledby={titleId}>
      <AlertTitle id={titleId}>This export leaves out {things(warningCount)}</AlertTitle>
      <Typography variant="body2">
        {warningCount === 1
          ? `${versionName} has no place for it. It stays in the family here; the download leaves it out.`
          : `${versionName} has no place for them. They stay in the family here; the download leaves them out.`}
      </Typography>
      <List
        dense
        id={listId}
        aria-label="What the export leaves out"
        sx={{ overflowWrap: 'anywhere' }}
      >
        {shown.map((w, i) => (
          <ListItem key={i} disableGutters>
            <ListItemText primary={w.record} secondary={w.message} />
          </ListItem>
        ))}
      </List>
      {open && unlisted > 0 && (
        <Typography variant="body2">
          And {unlisted.toLocaleString('en')} more, not listed.
        </Typography>
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
              ? 'Show fewer'
              : `Show ${(warnings.warnings.length - shownFolded).toLocaleString('en')} more`}
          </Button>
        </Box>
      )}
    </Alert>
  );
}
