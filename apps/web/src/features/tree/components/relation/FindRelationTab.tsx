import type { PersonSearchItem } from '@familytree/shared';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useSpecText } from '../../../../lib/i18n';
import type { RelationPair } from '../../api/get-relation';
import { useTreeFamilyId } from '../../hooks/use-tree-family-id';
import { useTreeT } from '../../hooks/use-tree-text';
import { PersonPicker } from '../PersonPicker';
import { samePersonChosen } from '../../logic/relation-choice';
import { TreeLoading } from '../TreeLoading';
import { RelationResult } from './RelationResult';

/** Find Relation: two type-ahead pickers and a Search button that works once both are chosen. */
export function FindRelationTab() {
  const t = useTreeT();
  const spec = useSpecText().t;
  const familyId = useTreeFamilyId();
  const [first, setFirst] = useState<PersonSearchItem | null>(null);
  const [second, setSecond] = useState<PersonSearchItem | null>(null);
  const [pair, setPair] = useState<RelationPair | null>(null);
  if (familyId === null) return <TreeLoading />;

  // Each picker leaves out the other's person; this catches a choice made before the other.
  const same = samePersonChosen(first, second);
  const search = () => {
    if (first && second && !same)
      setPair({ firstPerson: first.personId, secondPerson: second.personId });
  };

  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('relationIntro')}
      </Typography>
      <Box
        component="form"
        aria-label={t('findRelationForm')}
        onSubmit={(event) => {
          event.preventDefault();
          search();
        }}
      >
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ alignItems: { md: 'flex-start' } }}
        >
          <Box sx={{ flex: 1 }}>
            <PersonPicker
              label={t('firstPerson')}
              familyId={familyId}
              value={first}
              onChange={setFirst}
              excludePersonId={second?.personId}
            />
          </Box>
          <Box sx={{ flex: 1 }}>
            <PersonPicker
              label={t('secondPerson')}
              familyId={familyId}
              value={second}
              onChange={setSecond}
              excludePersonId={first?.personId}
              error={same ? spec('relation.samePerson') : undefined}
            />
          </Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={!first || !second || same}
            sx={{ minHeight: 56, px: 4 }}
          >
            {t('search')}
          </Button>
        </Stack>
      </Box>
      {pair && (
        <RelationResult
          key={`${pair.firstPerson}-${pair.secondPerson}`}
          familyId={familyId}
          pair={pair}
        />
      )}
    </Box>
  );
}
