import { Tab, Tabs } from '@mui/material';
import { Link } from 'react-router';

export type TreeTab = 'tree' | 'relation';

const tabs: Array<{ value: TreeTab; label: string; to: string }> = [
  { value: 'tree', label: 'Family Tree', to: '/familytree' },
  { value: 'relation', label: 'Find Relation', to: '/familytree/searchrelation' },
];

/** The branches page's two views, as links so that each has its own address. */
export function TreeTabs({ value }: { value: TreeTab }) {
  return (
    <Tabs
      value={value}
      aria-label="Family tree views"
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((tab) => (
        <Tab
          key={tab.value}
          value={tab.value}
          label={tab.label}
          component={Link}
          to={tab.to}
          aria-current={tab.value === value ? 'page' : undefined}
        />
      ))}
    </Tabs>
  );
}
