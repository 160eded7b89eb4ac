import type { GedcomMatch } from '@familytree/shared';
import {
  Box,
  Button,
  Checkbox,
  Chip,
  FormControlLabel,
  List,
  ListItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useFormats } from '../../../lib/i18n';
import { useGedcomT } from '../hooks/use-gedcom-t';
import type { GedcomT } from '../logic/progress';

const fieldLabels = {
  dateOfBirth: 'fieldDateOfBirth',
  dateOfDeath: 'fieldDateOfDeath',
  placeOfBirth: 'fieldPlaceOfBirth',
  gender: 'fieldGender',
} as const;

/** "b. 1920-03-12 – d. 1990" under a name, or nothing. */
function lifeLine(p: GedcomMatch['filePerson'], t: GedcomT): string {
  const born = p.dateOfBirth ? t('born', { date: p.dateOfBirth }) : '';
  const died = p.dateOfDeath ? t('died', { date: p.dateOfDeath }) : '';
  return born && died ? t('bornDied', { born, died }) : born || died;
}

function Side({
  label,
  person,
  t,
}: {
  label: string;
  person: GedcomMatch['filePerson'];
  t: GedcomT;
}) {
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{person.name}</Typography>
      <Typography variant="body2" color="text.secondary">
        {lifeLine(person, t)}
      </Typography>
    </Box>
  );
}

/**
 * Into a family that has persons (decision 0055): each person of the file matched to one of the
 * family, side by side with the score, the reasons and what differs, and whether the import
 * merges them; "accept all from score N" sets them all at once.
 */
export function GedcomMatches({
  matches,
  acceptScore,
  newPersons,
  accepted,
  onAccepted,
}: {
  matches: GedcomMatch[];
  acceptScore: number;
  newPersons: number;
  accepted: ReadonlySet<string>;
  onAccepted: (next: Set<string>) => void;
}) {
  const t = useGedcomT();
  const { number } = useFormats();
  const [threshold, setThreshold] = useState(String(acceptScore));
  const score = Number(threshold);
  const validThreshold = threshold.trim() !== '' && Number.isFinite(score);
  const toggle = (xref: string, on: boolean) => {
    const next = new Set(accepted);
    if (on) next.add(xref);
    else next.delete(xref);
    onAccepted(next);
  };
  return (
    <Box component="section" aria-labelledby="gedcom-matches-heading" sx={{ mt: 3 }}>
      <Typography id="gedcom-matches-heading" variant="h6" component="h3">
        {t('matchesHeading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('matchesIntro')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('newPersons', { count: number(newPersons) })}</Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 1, alignItems: 'flex-start' }}
      >
        <TextField
          label={t('thresholdLabel')}
          type="number"
          size="small"
          value={threshold}
          onChange={(event) => setThreshold(event.target.value)}
          slotProps={{ htmlInput: { min: 0, max: 100 } }}
          sx={{ width: 180 }}
        />
        <Button
          variant="outlined"
          disabled={!validThreshold}
          onClick={() =>
            onAccepted(new Set(matches.filter((m) => m.score >= score).map((m) => m.xref)))
          }
        >
          {t('acceptAbove', { score: validThreshold ? number(score) : threshold })}
        </Button>
        <Button onClick={() => onAccepted(new Set())}>{t('rejectAll')}</Button>
      </Stack>
      <Typography role="status" sx={{ mb: 1 }}>
        {t('acceptedCount', {
          accepted: number(matches.filter((m) => accepted.has(m.xref)).length),
          total: number(matches.length),
        })}
      </Typography>
      <List aria-label={t('matchesList')} sx={{ maxHeight: 480, overflow: 'auto' }}>
        {matches.map((m) => (
          <ListItem
            key={m.xref}
            disableGutters
            divider
            aria-label={t('matchOf', { file: m.filePerson.name, family: m.familyPerson.name })}
            sx={{ display: 'block' }}
          >
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Side label={t('fileSide')} person={m.filePerson} t={t} />
              <Side label={t('familySide')} person={m.familyPerson} t={t} />
              <Chip
                label={t('matchScore', { score: number(m.score) })}
                sx={{ alignSelf: 'flex-start' }}
              />
            </Stack>
            <Typography variant="body2" component="div" sx={{ mt: 0.5 }}>
              <Box component="span" sx={{ color: 'text.secondary', mr: 0.5 }}>
                {t('reasonsLabel')}:
              </Box>
              {m.reasons
                .map((r) =>
                  t('reasonPoints', {
                    text: r.text,
                    points: `${r.points > 0 ? '+' : ''}${number(r.points)}`,
                  }),
                )
                .join(' · ')}
            </Typography>
            {m.conflicts.length > 0 && (
              <Typography variant="body2" component="div" color="warning.main">
                {t('conflictsLabel')}:{' '}
                {m.conflicts
                  .map((c) =>
                    t('conflictLine', {
                      field: t(fieldLabels[c.field]),
                      file: c.file,
                      family: c.family,
                    }),
                  )
                  .join(' · ')}
              </Typography>
            )}
            <FormControlLabel
              control={
                <Checkbox
                  checked={accepted.has(m.xref)}
                  onChange={(event) => toggle(m.xref, event.target.checked)}
                />
              }
              label={t('acceptMatch', { file: m.filePerson.name, family: m.familyPerson.name })}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
