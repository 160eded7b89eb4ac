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

const countLabels: Array<[keyof GedcomPreview['counts'], string]> = [
  ['individuals', 'Persons'],
  ['families', 'Families'],
  ['events', 'Events'],
  ['notes', 'Notes'],
  ['sources', 'Sources'],
  ['repositories', 'Repositories'],
  ['citations', 'Citations'],
  ['media', 'Media references'],
  ['places', 'Places'],
];

/** What the file holds, the founder to place first, the warnings, and the import button. */
export function GedcomPreviewCard({
  fileName,
  preview,
  founder,
  onFounder,
  onImport,
  onCancel,
  starting,
}: {
  fileName: string;
  preview: GedcomPreview;
  founder: string | null;
  onFounder: (xref: string) => void;
  onImport: () => void;
  onCancel: () => void;
  starting: boolean;
}) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {fileName}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          GEDCOM {preview.version || 'of unknown version'}, {preview.encoding}
          {preview.program ? `, written by ${preview.program}` : ''}
        </Typography>
        <Box
          component="dl"
          aria-label="What the file holds"
          sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
        >
          {countLabels.map(([key, label]) => (
            <Box key={key} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {preview.counts[key].toLocaleString('en')}
              </Typography>
            </Box>
          ))}
        </Box>
        {preview.founders.length > 0 && (
          <FormControl sx={{ mt: 3 }}>
            <FormLabel id="gedcom-founder-label">Founder of the tree (shown first)</FormLabel>
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
                  label={`${f.name || f.xref} (${f.descendants.toLocaleString('en')} descendants)`}
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}
        {preview.warningCount > 0 && (
          <Alert severity="warning" sx={{ mt: 3 }}>
            <Typography>
              {preview.warningCount.toLocaleString('en')} warning
              {preview.warningCount === 1 ? '' : 's'}: the import keeps going past them.
            </Typography>
            <List dense aria-label="Warnings" sx={{ maxHeight: 240, overflow: 'auto' }}>
              {preview.warnings.map((w, i) => (
                <ListItem key={i} disableGutters>
                  <ListItemText primary={w.message} />
                </ListItem>
              ))}
            </List>
          </Alert>
        )}
        <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
          <Button variant="contained" onClick={onImport} disabled={starting}>
            Import {preview.counts.individuals.toLocaleString('en')} persons
          </Button>
          <Button onClick={onCancel} disabled={starting}>
            Choose another file
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
