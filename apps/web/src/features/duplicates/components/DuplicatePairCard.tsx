import type { DuplicatePair } from '@familytree/shared';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import { Box, Button, Chip, Divider, Paper, Stack, Typography } from '@mui/material';
import { useT } from '../../../lib/i18n';
import { fullName } from '../../tree';
import { duplicatesTexts } from '../messages';
import { PersonSide } from './PersonSide';

const signed = (points: number) => (points > 0 ? `+${points}` : `−${-points}`);

/** A likely duplicate: the two side by side, the score, every reason, and what to do with it. */
export function DuplicatePairCard(props: {
  pair: DuplicatePair;
  busy: boolean;
  onDismiss: () => void;
  onMerge: () => void;
}) {
  const t = useT(duplicatesTexts);
  const { personA, personB, score, reasons } = props.pair;
  const names = { a: fullName(personA), b: fullName(personB) };
  return (
    <Paper component="article" variant="outlined" aria-label={t('pairOf', names)} sx={{ p: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 2 }}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <PersonSide person={personA} />
        <CompareArrowsIcon
          aria-hidden
          color="action"
          sx={{ display: { xs: 'none', sm: 'block' }, mt: 0.5 }}
        />
        <PersonSide person={personB} />
        <Chip
          label={t('score', { score })}
          color={score >= 60 ? 'primary' : 'default'}
          sx={{ alignSelf: { xs: 'flex-start' } }}
        />
      </Stack>
      <Divider sx={{ my: 1.5 }} />
      <Box component="ul" aria-label={t('reasonsOf', names)} sx={{ m: 0, pl: 2.5 }}>
        {reasons.map((reason) => (
          <Typography component="li" variant="body2" key={reason.code}>
            {reason.text}{' '}
            <Box
              component="span"
              sx={{ color: reason.points < 0 ? 'error.main' : 'text.secondary' }}
            >
              ({signed(reason.points)})
            </Box>
          </Typography>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="contained"
          onClick={props.onMerge}
          disabled={props.busy}
          aria-label={t('mergeOf', names)}
        >
          {t('merge')}
        </Button>
        <Button
          variant="outlined"
          onClick={props.onDismiss}
          disabled={props.busy}
          aria-label={t('notDuplicateOf', names)}
        >
          {t('notDuplicate')}
        </Button>
      </Stack>
    </Paper>
  );
}
