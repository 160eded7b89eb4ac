import type { GedcomPreview } from '@familytree/shared';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  FormControl,
  FormControlLabel,
  FormLabel,
  List,
  ListItem,
  ListItemText,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import type React from 'react';
import { useFormats } from '../../../lib/i18n';
import { useGedcomT } from '../hooks/use-gedcom-t';
import type { GedcomT } from '../logic/progress';
import type { gedcomMessages } from '../messages';

const countLabels: Array<[keyof GedcomPreview['counts'], keyof typeof gedcomMessages.en]> = [
  ['individuals', 'countPersons'],
  ['families', 'countFamilies'],
  ['events', 'countEvents'],
  ['notes', 'countNotes'],
  ['sources', 'countSources'],
  ['repositories', 'countRepositories'],
  ['citations', 'countCitations'],
  ['media', 'countMedia'],
  ['places', 'countPlaces'],
];

/** "GEDCOM 5.5.1, UTF-8, written by Gramps" under the file's name. */
function fileLine(preview: GedcomPreview, t: GedcomT): string {
  const values = { version: preview.version, encoding: preview.encoding, program: preview.program };
  if (preview.version) return t(preview.program ? 'fileVersionBy' : 'fileVersion', values);
  return t(preview.program ? 'fileUnknownVersionBy' : 'fileUnknownVersion', values);
}

/** What the file holds, the founder to place first, the warnings, and the import button. */
export function GedcomPreviewCard({
  fileName,
  preview,
  founder,
  onFounder,
  onImport,
  onCancel,
  starting,
  children,
}: {
  fileName: string;
  preview: GedcomPreview;
  founder: string | null;
  onFounder: (xref: string) => void;
  onImport: () => void;
  onCancel: () => void;
  starting: boolean;
  /** Into a family that has persons: the matches, shown before the import button. */
  children?: React.ReactNode;
}) {
  const t = useGedcomT();
  const { number } = useFormats();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {fileName}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {fileLine(preview, t)}
        </Typography>
        <Box
          component="dl"
          aria-label={t('fileHolds')}
          sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
        >
          {countLabels.map(([key, label]) => (
            <Box key={key} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {t(label)}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {number(preview.counts[key])}
              </Typography>
            </Box>
          ))}
        </Box>
        {preview.founders.length > 0 && (
          <FormControl sx={{ mt: 3 }}>
            <FormLabel id="gedcom-founder-label">{t('founderLabel')}</FormLabel>
            <RadioGroup
              aria-labelledby="gedcom-founder-label"
              value={founder ?? ''}
              onChange={(event) => onFounder(event.target.value)}
            >
              {preview.founders.map((f) => (
                <FormControlLabel
                  key={f.xref}
                  value={f.xref}
                  control={<Radio />}
                  label={t('founderOption', { name: f.name || f.xref, count: f.descendants })}
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}
        {preview.warningCount > 0 && (
          <Alert severity="warning" sx={{ mt: 3 }}>
            <Typography>{t('warningsIntro', { count: preview.warningCount })}</Typography>
            <List dense aria-label={t('warnings')} sx={{ maxHeight: 240, overflow: 'auto' }}>
              {preview.warnings.map((w, i) => (
                <ListItem key={i} disableGutters>
                  <ListItemText primary={w.message} />
                </ListItem>
              ))}
            </List>
          </Alert>
        )}
        {children}
        <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
          <Button variant="contained" onClick={onImport} disabled={starting}>
            {t('importPersons', { count: preview.counts.individuals })}
          </Button>
          <Button onClick={onCancel} disabled={starting}>
            {t('chooseAnother')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
