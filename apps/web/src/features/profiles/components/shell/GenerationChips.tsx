import { Chip, Stack } from '@mui/material';
import { Link as RouterLink } from '../../../../lib/router';
import { useT } from '../../../../lib/i18n';
import { useFamily } from '../../../family';
import { fullName } from '../../../tree';
import { useGenerationQuery } from '../../api/get-generation';
import { generationLabel } from '../../logic/roman';
import { profilesMessages } from '../../messages';

/** 'I Gen', 'II Gen' … from the founder down to the member; each ancestor's chip opens their profile. */
export function GenerationChips({ memberId }: { memberId: number }) {
  const t = useT(profilesMessages);
  const family = useFamily();
  const line = useGenerationQuery(family.domainName, memberId);
  // The chips are a guide, not content: while loading, or for a member outside the family's line,
  // there are simply none.
  if (!line.data || line.data.length === 0) return null;

  return (
    <Stack
      component="nav"
      aria-label={t('generations')}
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}
    >
      {line.data.map((entry) => {
        const name = fullName(entry);
        const label = generationLabel(entry.generation, t);
        const current = entry.personId === memberId;
        return (
          <Chip
            key={`${entry.generation}-${entry.personId}`}
            label={label}
            title={name}
            aria-label={t('generationChip', { generation: label, name })}
            aria-current={current ? 'page' : undefined}
            color={current ? 'primary' : 'default'}
            variant={current ? 'filled' : 'outlined'}
            clickable
            component={RouterLink}
            to={`/members/${entry.personId}/profile`}
          />
        );
      })}
    </Stack>
  );
}
