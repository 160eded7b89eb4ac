import type { TreeNode } from '@familytree/shared';
import { Box } from '@mui/material';
import {
  defaultRangeExtractor,
  useWindowVirtualizer,
  type Range,
  type Virtualizer,
} from '@tanstack/react-virtual';
import {
  startTransition,
  useCallback,
  useEffect,
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
import { useTreeT } from '../hooks/use-tree-text';
import { TreeRow } from './TreeRow';
import { useTreeGridKeys } from './use-tree-grid-keys';

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
  /** Persons to highlight (a relation's path, a found person). */
  highlight?: ReadonlySet<number>;
  /** What a highlighted row tells a screen reader. */
  highlightText?: string;
  label: string;
  /** A row to scroll to and focus (the search box's choice); `seq` repeats the same row. */
  scrollTarget?: { key: string; seq: number } | null;
}

const noHighlight: ReadonlySet<number> = new Set();
// A row's height as drawn (89 px, phone and desktop alike): a wrong guess made the list measure
// every row on its first paint and draw itself again at once, in the same long task (issue 18).
const estimateSize = () => 89;
const windowRect = () => ({ width: window.innerWidth, height: window.innerHeight });

/**
 * A row's height as the ResizeObserver reports it, after the browser's own layout. A row is never
 * measured as it mounts (the virtualizer's default reads its offsetHeight): that read made the
 * browser lay out the whole page inside React's commit, in one long task on a phone (issue 18).
 * Until the observer reports, a row counts as its last known height, or the estimate.
 */
function measureRow(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  virtualizer: Virtualizer<Window, Element>,
): number {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  const key = virtualizer.options.getItemKey(virtualizer.indexFromElement(element));
  return virtualizer.itemSizeCache.get(key) ?? estimateSize();
}

/** Where the list starts on the page, kept current so the window virtualizer can place rows. */
function useListOffset(rowCount: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  // After the paint: read while React commits, it made the browser lay out the page then (issue 18).
  useEffect(() => {
    const measure = () => {
      const element = ref.current;
      // A transition: the list's rows stand where they should before it (they are placed from the
      // list's top); only which rows are near the screen may change, and that re-render need not
      // block the page's first paint of the tree on a slow phone (issue 18).
      const top = element ? element.getBoundingClientRect().top + window.scrollY : null;
      if (top !== null) startTransition(() => setOffset(top));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [rowCount]);
  return { ref, offset };
}

/**
 * Scrolls a chosen row into the middle of the window and moves the keyboard focus to it once it
 * is drawn (the list draws only the rows on screen, so the row may not exist before the scroll).
 */
function useScrollTarget(
  target: { key: string; seq: number } | null,
  rows: readonly FlatTreeRow[],
  virtualizer: { scrollToIndex: (index: number, options: { align: 'center' }) => void },
  choose: (key: string) => void,
) {
  const done = useRef<number | null>(null);
  useEffect(() => {
    if (!target || done.current === target.seq) return;
    const index = rows.findIndex((r) => r.key === target.key);
    if (index === -1) return;
    done.current = target.seq;
    choose(target.key);
    virtualizer.scrollToIndex(index, { align: 'center' });
    let tries = 0;
    const focus = () => {
      const row = document.querySelector<HTMLElement>(
        `[role="row"][data-row-key="${CSS.escape(target.key)}"]`,
      );
      if (row) row.focus({ preventScroll: true });
      else if (tries++ < 20) window.setTimeout(focus, 50);
    };
    window.setTimeout(focus, 50);
  }, [target, rows, virtualizer, choose]);
}

/**
 * The nested tree as a flat list of the visible rows, of which only those on screen (plus a few)
 * are in the page, so that a family of 10,000 persons scrolls smoothly.
 */
export function TreeList(props: TreeListProps) {
  const { roots, expansion, onExpansionChange, onOpenMember, indent, generationText } = props;
  const t = useTreeT();
  const highlight = props.highlight ?? noHighlight;
  const rows = useMemo(() => flattenTree(roots, expansion), [roots, expansion]);
  const { ref, offset } = useListOffset(rows.length);
  // A stable key function: a new one would make the virtualizer re-measure every row.
  const getItemKey = useCallback((index: number) => rows[index]!.key, [rows]);
  const grid = useTreeGridKeys(rows, onOpenMember, onExpansionChange);
  const activeIndex = grid.activeIndex;
  // The row in the tab order stays drawn when scrolled away, so Tab always finds the tree.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const shown = defaultRangeExtractor(range);
      if (activeIndex < 0 || shown.includes(activeIndex)) return shown;
      return [...shown, activeIndex].sort((a, b) => a - b);
    },
    [activeIndex],
  );
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize,
    measureElement: measureRow,
    overscan: 8,
    // The window's size from the start (the default is 0 × 0): the first paint draws the rows the
    // screen shows, instead of drawing again at once, in the same long task, once it is measured.
    initialRect: windowRect(),
    scrollMargin: offset,
    getItemKey,
    rangeExtractor,
  });
  useScrollTarget(props.scrollTarget ?? null, rows, virtualizer, grid.choose);
  const onToggle = useCallback(
    (row: FlatTreeRow) => onExpansionChange((state) => toggleRow(state, row)),
    [onExpansionChange],
  );

  return (
    <Box
      ref={ref}
      role="treegrid"
      aria-label={props.label}
      onKeyDown={grid.onKeyDown}
      onFocus={grid.onFocus}
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
            sx={{ position: 'absolute', top: 0, left: 0, width: '100%' }}
            style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
          >
            <TreeRow
              row={row}
              indent={indentOf(row.depth, indent)}
              highlighted={highlight.size > 0 && rowShowsAny(row.node, highlight)}
              highlightText={props.highlightText ?? t('onRelationPath')}
              showGeneration={
                generationText === 'always' ||
                (generationText === 'deep' && row.depth > indent.maxDepth)
              }
              onToggle={onToggle}
              onOpen={onOpenMember}
              inTabOrder={item.index === activeIndex}
            />
          </Box>
        );
      })}
    </Box>
  );
}
