import type { TreeNode } from '@familytree/shared';
import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, GlobalStyles, Stack, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import {
  collapseAll,
  countGenerations,
  countPersons,
  expandAll,
  initialExpansion,
} from '../logic/flatten-tree';
import { revealRow, type TreeSearchEntry } from '../logic/tree-search';
import { narrowIndent, wideIndent } from '../logic/tree-layout';
import { useTreeT } from '../hooks/use-tree-text';
import { GenerationBar } from './GenerationBar';
import { MemberDialogHost, useMemberDialogTarget } from './member-dialog/MemberDialogHost';
import { PrintableTreeList } from './PrintableTreeList';
import { TreeList } from './TreeList';

// The search box (an autocomplete field and its popup) loads beside the tree, not before it
// (issue 18); the space it takes is kept meanwhile.
const TreeSearchBox = lazy(() =>
  import('./TreeSearchBox').then((m) => ({ default: m.TreeSearchBox })),
);

const printStyles = {
  '@media print': {
    'header, footer, nav, .tree-screen, .MuiSnackbar-root': { display: 'none !important' },
  },
};

/** Renders the all-rows list, prints, and drops the list again once the print dialog closes. */
function usePrintList() {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(false);
    window.addEventListener('afterprint', done);
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [printing]);
  return { printing, print: useCallback(() => setPrinting(true), []) };
}

interface BrowsableTreeProps {
  familyId: number;
  roots: TreeNode[];
  /** The tree's accessible name. */
  label: string;
  /**
   * Generations count from the founders, so only a tree that starts with them shows the
   * generation bar and numbers.
   */
  fromFounders: boolean;
}

/** A loaded tree with its person count, Expand all and Collapse all, and the member dialog. */
export function BrowsableTree({ familyId, roots, label, fromFounders }: BrowsableTreeProps) {
  const t = useTreeT();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const indent = narrow ? narrowIndent : wideIndent;
  const [expansion, setExpansion] = useState(() => initialExpansion());
  const dialog = useMemberDialogTarget();
  const total = useMemo(() => countPersons(roots), [roots]);
  const generations = useMemo(() => countGenerations(roots), [roots]);
  const [found, setFound] = useState<{ key: string; seq: number; personId: number } | null>(null);
  const highlight = useMemo(() => new Set(found ? [found.personId] : []), [found]);
  const onFound = useCallback((entry: TreeSearchEntry) => {
    setExpansion((state) => revealRow(state, entry));
    setFound((last) => ({
      key: entry.rowKey,
      seq: (last?.seq ?? 0) + 1,
      personId: entry.person.personId,
    }));
  }, []);
  const printList = usePrintList();

  return (
    <Box>
      {printList.printing && <GlobalStyles styles={printStyles} />}
      {printList.printing && <PrintableTreeList roots={roots} title={label} />}
      <Box className="tree-screen">
        <Suspense fallback={<Box sx={{ height: 40 }} />}>
          <TreeSearchBox roots={roots} onFound={onFound} />
        </Suspense>
        <Stack direction="row" spacing={1} sx={{ my: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography color="text.secondary" sx={{ flex: 1 }}>
            {t('personCount', { count: total })}
          </Typography>
          <Button size="small" onClick={() => setExpansion(expandAll())}>
            {t('expandAll')}
          </Button>
          <Button size="small" onClick={() => setExpansion(collapseAll())}>
            {t('collapseAll')}
          </Button>
          <Button size="small" startIcon={<PrintIcon aria-hidden />} onClick={printList.print}>
            {t('printList')}
          </Button>
        </Stack>
        {fromFounders && (
          <GenerationBar indent={indent} narrow={narrow} generations={generations} />
        )}
        <TreeList
          roots={roots}
          expansion={expansion}
          onExpansionChange={setExpansion}
          onOpenMember={dialog.open}
          indent={indent}
          generationText={fromFounders ? (narrow ? 'always' : 'deep') : 'never'}
          label={label}
          highlight={highlight}
          scrollTarget={found}
        />
      </Box>
      <MemberDialogHost familyId={familyId} target={dialog.target} onClose={dialog.close} />
    </Box>
  );
}
