import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Button,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { downloadGedcom, type GedcomExportChoice } from '../api/download-gedcom';
import { useGedcomExportWarningsQuery } from '../api/gedcom-export-warnings';
import { useSpecText } from '../../../lib/i18n';
import { useGedcomT } from '../hooks/use-gedcom-t';
import { GedcomExportWarnings } from './GedcomExportWarnings';

/**
 * Export: the whole family as a GEDCOM file, 5.5.1 (read by every program) or 7.0, or 7.0 with
 * its photos and documents in one zip (GEDZIP). Under the choice, what that version leaves out.
 */
export function GedcomExportSection({
  familyId,
  domainName,
}: {
  familyId: number;
  domainName: string;
}) {
  const t = useGedcomT();
  const { text } = useSpecText();
  const [version, setVersion] = useState<GedcomExportChoice>('5.5.1');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const warnings = useGedcomExportWarningsQuery(familyId, version);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadGedcom(familyId, domainName, version);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={2}>
      <Typography>{t('exportIntro')}</Typography>
      <RadioGroup
        row
        aria-label={t('versionLabel')}
        value={version}
        onChange={(event) => setVersion(event.target.value as GedcomExportChoice)}
      >
        <FormControlLabel value="5.5.1" control={<Radio />} label={t('version551')} />
        <FormControlLabel value="7" control={<Radio />} label="GEDCOM 7.0" />
        <FormControlLabel value="zip" control={<Radio />} label={t('version7Zip')} />
      </RadioGroup>
      <GedcomExportWarnings
        versionName={version === '5.5.1' ? 'GEDCOM 5.5.1' : 'GEDCOM 7.0'}
        warnings={warnings.data}
        error={warnings.error}
        onRetry={() => void warnings.refetch()}
      />
      <div>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => void download()}
          disabled={busy}
        >
          {busy
            ? t('preparing')
            : t('download', { file: `${domainName}.${version === 'zip' ? 'gdz' : 'ged'}` })}
        </Button>
      </div>
      {error && <Alert severity="error">{text(error)}</Alert>}
    </Stack>
  );
}
