import type { DuplicatePerson, Translate } from '@familytree/shared';
import { Box, Link, Typography } from '@mui/material';
import { isIsoDate, formatNumericDate } from '../../../lib/dates/numeric-date';
import { useLocale, useT } from '../../../lib/i18n';
import { Link as RouterLink } from '../../../lib/router';
import { fullName } from '../../tree';
import { duplicatesTexts } from '../messages';
import type en from '../messages/en';

/** One person of a pair: the name (a link to the profile) and the dates, as the pair compares them. */
export function PersonSide({ person }: { person: DuplicatePerson }) {
  const t = useT(duplicatesTexts);
  const locale = useLocale();
  const date = (value: string) => (isIsoDate(value) ? formatNumericDate(value, locale) : value);
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Link
        component={RouterLink}
        to={`/members/${person.personId}/profile`}
        variant="subtitle1"
        sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        {fullName(person)}
      </Link>
      <Typography variant="body2" color="text.secondary">
        {datesText(person, date, t)}
      </Typography>
      {person.placeOfBirth && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {person.placeOfBirth}
        </Typography>
      )}
    </Box>
  );
}

function datesText(
  person: DuplicatePerson,
  date: (value: string) => string,
  t: Translate<typeof en>,
): string {
  const parts = [
    person.dateOfBirth && t('born', { date: date(person.dateOfBirth) }),
    person.dateOfDeath && t('died', { date: date(person.dateOfDeath) }),
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : t('noDates');
}
