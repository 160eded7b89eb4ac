import { Tab, Tabs } from '@mui/material';
import { Link as RouterLink } from '../../../../lib/router';
import { useT } from '../../../../lib/i18n';
import { profilesMessages } from '../../messages';

type TabLabel = keyof typeof profilesMessages.en;

export type ProfileTabName =
  'profile' | 'myFamilyTree' | 'members' | 'myFamilyRoot' | 'sources' | 'media' | 'history';

const tabs: Array<[ProfileTabName, TabLabel]> = [
  ['profile', 'tabProfile'],
  ['myFamilyTree', 'tabTree'],
  ['members', 'tabMembers'],
  ['myFamilyRoot', 'tabRoot'],
  // The records the person's facts rest on (issue 30): for every reader.
  ['sources', 'tabSources'],
  // Photos and documents (issue 30): the person's media records and the photos of their profile.
  ['media', 'tabMedia'],
];
/** Only for those who may edit the member (issue 17). */
const historyTab: [ProfileTabName, TabLabel] = ['history', 'tabHistory'];

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
  const t = useT(profilesMessages);
  return (
    <Tabs
      component="nav"
      value={current}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label={t('profileSections')}
      sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
    >
      {(canEdit ? [...tabs, historyTab] : tabs).map(([value, label]) => (
        <Tab
          key={value}
          value={value}
          label={t(label)}
          component={RouterLink}
          to={`/members/${memberId}/${value}`}
          aria-current={value === current ? 'page' : undefined}
        />
      ))}
    </Tabs>
  );
}
