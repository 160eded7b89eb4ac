import { Tab, Tabs } from '@mui/material';
import { Link as RouterLink } from 'react-router';

export type ProfileTabName =
  'profile' | 'myFamilyTree' | 'members' | 'myFamilyRoot' | 'sources' | 'media' | 'history';

const tabs: Array<[ProfileTabName, string]> = [
  ['profile', 'Profile'],
  ['myFamilyTree', 'My Family Tree'],
  ['members', 'Members'],
  ['myFamilyRoot', 'My Family Root'],
  // The records the person's facts rest on (issue 30): for every reader.
  ['sources', 'Sources'],
  // Photos and documents (issue 30): the person's media records and the photos of their profile.
  ['media', 'Media'],
];
/** Only for those who may edit the member (issue 17). */
const historyTab: [ProfileTabName, string] = ['history', 'History'];

/** The shell's tabs, each a link to its child route (spec part 2). */
export function ProfileTabs({
  memberId,
  current,
  canEdit,
}: {
  memberId: number;
  current: ProfileTabName;
  canEdit: boolean;
}) {
  return (
    <Tabs
      component="nav"
      value={current}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label="Profile sections"
      sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
    >
      {(canEdit ? [...tabs, historyTab] : tabs).map(([value, label]) => (
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
