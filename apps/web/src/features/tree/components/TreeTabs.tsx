import { Box } from '@mui/material';
import { useRef, type KeyboardEvent } from 'react';
import { Link } from '../../../lib/router';
import { useTreeT } from '../hooks/use-tree-text';
import type { TreeKey } from '../logic/tree-text';

export type TreeTab = 'tree' | 'relation' | 'statistics';

const tabs: Array<{ value: TreeTab; label: TreeKey; to: string }> = [
  { value: 'tree', label: 'familyTree', to: '/familytree' },
  { value: 'relation', label: 'findRelation', to: '/familytree/searchrelation' },
  { value: 'statistics', label: 'statisticsTab', to: '/familytree/statistics' },
];

/**
 * The branches page's views, as links so that each has its own address. Drawn as tabs
 * (the arrow keys move between them) without MUI's Tabs, whose code (ten more files) and layout
 * measuring cost a phone more than two links need (issue 18).
 */
export function TreeTabs({ value }: { value: TreeTab }) {
  const t = useTreeT();
  const list = useRef<HTMLDivElement>(null);
  const moveFocus = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step || !list.current) return;
    event.preventDefault();
    const links = [...list.current.querySelectorAll<HTMLElement>('[role="tab"]')];
    const at = links.indexOf(document.activeElement as HTMLElement);
    links[(at + step + links.length) % links.length]?.focus();
  };
  return (
    <Box
      ref={list}
      role="tablist"
      aria-label={t('treeViews')}
      onKeyDown={moveFocus}
      sx={{ display: 'flex', mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <Box
            key={tab.value}
            component={Link}
            to={tab.to}
            role="tab"
            aria-selected={selected}
            aria-current={selected ? 'page' : undefined}
            tabIndex={selected ? 0 : -1}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              minHeight: 48,
              px: 2,
              typography: 'button',
              textDecoration: 'none',
              color: selected ? 'primary.main' : 'text.secondary',
              borderBottom: 2,
              borderColor: selected ? 'primary.main' : 'transparent',
              '&:hover': { color: 'primary.main' },
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
            }}
          >
            {t(tab.label)}
          </Box>
        );
      })}
    </Box>
  );
}
