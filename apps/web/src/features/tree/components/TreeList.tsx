import type { TreeNode } from '@familytree/shared';
import { Box } from '@mui/material';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type SetStateAction,
} from 'react';
import {
  flattenTree,
  rowShowsAny,
  toggleRow,
  type ExpansionState,
  type FlatTreeRow,
} from '../logic/flatten-tree';
import { indentOf, type TreeIndent } from '../logic/tree-layout';
import { TreeRow } from './TreeRow';

export interface TreeListProps {
  roots: readonly TreeNode[];
  expansion: ExpansionState;
  onExpansionChange: Dispatch<SetStateAction<ExpansionState>>;
  onOpenMember: (personId: number, parentId: number) => void;
  indent: TreeIndent;
  /**
   * When a row names its generation: always (a phone, where the indentation is too small to
   * tell), only past the deepest indentation, or never (a relation tree, whose depth is not a
   * generation of the family).
   */
  generationText: 'always' | 'deep' | 'never';
  /** Persons to highlight (a relation's path). */
  highlight?: ReadonlySet<number>;
  label: string;
}

const noHighlight: ReadonlySet<number> = new Set();
const estimateSize = () => 57;

/** Where the list starts on the page, kept current so the window virtualizer can place rows. */
function useListOffset(rowCount: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current;
      if (element) setOffset(element.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [rowCount]);
  return { ref, offset };
}

/**
 * The nested tree as a flat list of the visible rows, of which only those on screen (plus a few)
 * are in the page, so that a family of 10,000 persons scrolls smoothly.
 */
export function TreeList(props: TreeListProps) {
  const { roots, expansion, onExpansionChange, onOpenMember, indent, generationText } = props;
  const highlight = props.highlight ?? noHighlight;
  const rows = useMemo(() => flattenTree(roots, expansion), [roots, expansion]);
  const { ref, offset } = useListOffset(rows.length);
  // A stable key function: a new one would make the virtualizer re-measure every row.
  const getItemKey = useCallback((index: number) => rows[index]!.key, [rows]);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize,
    overscan: 8,
    scrollMargin: offset,
    getItemKey,
  });
  const onToggle = useCallback(
    (row: FlatTreeRow) => onExpansionChange((state) => toggleRow(state, row)),
    [onExpansionChange],
  );

  return (
    <Box
      ref={ref}
      role="list"
      aria-label={props.label}
      sx={{ position: 'relative', width: '100%' }}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index]!;
        return (
          <Box
            key={item.key}
            ref={virtualizer.measureElement}
            data-index={item.index}
            role="listitem"
            aria-level={row.depth + 1}
            sx={{ position: 'absolute', top: 0, left: 0, width: '100%' }}
            style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
          >
            <TreeRow
              row={row}
              indent={indentOf(row.depth, indent)}
              highlighted={highlight.size > 0 && rowShowsAny(row.node, highlight)}
              showGeneration={
                generationText === 'always' ||
                (generationText === 'deep' && row.depth > indent.maxDepth)
              }
              onToggle={onToggle}
              onOpen={onOpenMember}
            />
          </Box>
        );
      })}
    </Box>
  );
}
