import { Tab, Tabs } from '@mui/material';
import { Link as RouterLink } from 'react-router';

export type ProfileTabName = 'profile' | 'myFamilyTree' | 'members' | 'myFamilyRoot';

const tabs: Array<[ProfileTabName, string]> = [
  ['profile', 'Profile'],
  ['myFamilyTree', 'My Family Tree'],
  ['members', 'Members'],
  ['myFamilyRoot', 'My Family Root'],
];

/** The shell's tabs, each a link to its child route (spec part 2). */
export function ProfileTabs({ memberId, current }: { memberId: number; current: ProfileTabName }) {
  return (
    <Tabs
      component="nav"
      value={current}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label="Profile sections"
      sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map(([value, label]) => (
        <Tab
          key={value}
          value={value}
          label={label}
          component={RouterLink}
          to={`/members/${memberId}/${value}`}
          aria-current={value === current ? 'page' : undefined}
        />
      ))}
    </Tabs>
  );
}
