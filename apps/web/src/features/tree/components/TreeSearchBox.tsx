import type { TreeNode } from '@familytree/shared';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useSpecText } from '../../../lib/i18n';
import { useLifeYears, useTreeT } from '../hooks/use-tree-text';
import { searchTree, treeSearchIndex, type TreeSearchEntry } from '../logic/tree-search';

/**
 * Finds a person in the loaded tree as one types (the browser's own find cannot see rows that
 * are not drawn); choosing one opens the rows above them and scrolls to their row.
 */
export function TreeSearchBox(props: {
  roots: readonly TreeNode[];
  onFound: (entry: TreeSearchEntry) => void;
}) {
  const t = useTreeT();
  const spec = useSpecText().t;
  const lifeYears = useLifeYears();
  const index = useMemo(() => treeSearchIndex(props.roots), [props.roots]);
  const [input, setInput] = useState('');
  const options = useMemo(() => searchTree(index, input), [index, input]);
  return (
    <Autocomplete
      options={options}
      value={null}
      inputValue={input}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setInput(value);
      }}
      onChange={(_event, entry) => {
        if (entry) props.onFound(entry);
      }}
      filterOptions={(x) => x}
      getOptionLabel={(entry) => entry.name}
      getOptionKey={(entry) => `${entry.rowKey}:${entry.person.personId}`}
      isOptionEqualToValue={(a, b) => a.person.personId === b.person.personId}
      noOptionsText={input.trim() ? spec('treeList.searchNotFound') : t('typeName')}
      clearText={t('clear')}
      openText={t('open')}
      closeText={t('close')}
      blurOnSelect
      sx={{ flex: 1, minWidth: { xs: '100%', sm: 260 } }}
      renderOption={({ key, ...optionProps }, entry) => (
        <Box component="li" key={key} {...optionProps}>
          <Box>
            <Typography>{entry.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {[
                lifeYears(entry.person),
                t('generation', { number: String(entry.generation) }),
                entry.spouseOf ? t('spouseOf', { name: entry.spouseOf }) : '',
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => <TextField {...params} label={t('findPerson')} size="small" />}
    />
  );
}
