import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type FocusEvent,
  type KeyboardEvent,
  type SetStateAction,
} from 'react';
import { toggleRow, type ExpansionState, type FlatTreeRow } from '../logic/flatten-tree';
import { treeGridKey } from '../logic/tree-grid-keys';

/** The chosen row, or the nearest row above it that is still shown (a branch closed over it). */
function indexOf(rows: readonly FlatTreeRow[], chosen: string | null): number {
  if (rows.length === 0) return -1;
  let key = chosen;
  while (key) {
    const index = rows.findIndex((r) => r.key === key);
    if (index !== -1) return index;
    key = key.slice(0, key.lastIndexOf('/'));
  }
  return 0;
}

const rowOf = (target: EventTarget) =>
  target instanceof Element ? target.closest<HTMLElement>('[role="row"][data-row-key]') : null;

/**
 * The tree grid's keyboard (logic/tree-grid-keys.ts) and its roving tabindex: one row is in the
 * tab order, the first at first, then the last one moved to, clicked or found by the search.
 */
export function useTreeGridKeys(
  rows: readonly FlatTreeRow[],
  onOpen: (personId: number, parentId: number) => void,
  onExpansionChange: Dispatch<SetStateAction<ExpansionState>>,
) {
  const [chosen, setChosen] = useState<string | null>(null);
  const activeIndex = useMemo(() => indexOf(rows, chosen), [rows, chosen]);
  const pending = useRef<{ key: string; grid: HTMLElement } | null>(null);

  // The row moved to is always drawn (TreeList's range keeps it): focus it once it is.
  useEffect(() => {
    const move = pending.current;
    if (!move) return;
    const row = move.grid.querySelector<HTMLElement>(
      `[role="row"][data-row-key="${CSS.escape(move.key)}"]`,
    );
    if (!row) return;
    pending.current = null;
    row.focus();
  });

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const row = rowOf(event.target);
      if (!row || event.altKey || event.ctrlKey || event.metaKey) return;
      const index = rows.findIndex((r) => r.key === row.dataset.rowKey);
      // Enter and Space on a link or button in the row are that control's own.
      if (index === -1 || (event.target !== row && (event.key === 'Enter' || event.key === ' ')))
        return;
      const action = treeGridKey(rows, index, event.key, {
        rtl: row.closest('[dir]')?.getAttribute('dir') === 'rtl',
      });
      if (!action) return;
      event.preventDefault();
      const target = rows[action.index]!;
      if (action.kind === 'open') onOpen(target.node.member.personId, target.parentId);
      else if (action.kind === 'focus') {
        setChosen(target.key);
        pending.current = { key: target.key, grid: event.currentTarget };
      } else onExpansionChange((state) => toggleRow(state, target));
    },
    [rows, onOpen, onExpansionChange],
  );

  const onFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    const key = rowOf(event.target)?.dataset.rowKey;
    if (key) setChosen(key);
  }, []);

  return { activeIndex, choose: setChosen, onKeyDown, onFocus };
}
