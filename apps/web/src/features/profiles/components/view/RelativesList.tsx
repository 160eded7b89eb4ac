import type { ImmediateFamily, Relative } from '@familytree/shared';
import { Link, Skeleton, Typography } from '@mui/material';
import { Fragment } from 'react';
import { Link as RouterLink } from '../../../../lib/router';
import { useT } from '../../../../lib/i18n';
import { fullName } from '../../../tree';
import { useImmediateFamilyQuery } from '../../api/get-immediate-family';
import type { ProfilesT } from '../../logic/profile-texts';
import { profilesMessages } from '../../messages';
import { InfoList, type InfoItem } from './InfoList';
import { EmptyNote, ProfileSection } from './ProfileSection';

function RelativeLinks({ people }: { people: Relative[] }) {
  return people.map((person, index) => (
    <Fragment key={person.personId}>
      {index > 0 && ', '}
      <Link component={RouterLink} to={`/members/${person.personId}/profile`}>
        {fullName(person)}
      </Link>
    </Fragment>
  ));
}

function relativeItems(family: ImmediateFamily, t: ProfilesT): InfoItem[] {
  const parents = [family.father, family.mother].filter((p): p is Relative => p !== null);
  const groups: Array<[string, Relative[]]> = [
    [t('parents'), parents],
    [t('spouses', { count: family.spouses.length }), family.spouses],
    [t('children'), family.children],
  ];
  return groups
    .filter(([, people]) => people.length > 0)
    .map(([label, people]) => ({ label, value: <RelativeLinks people={people} /> }));
}

/** Parents, spouses and children, each a link to their own profile. */
export function RelativesList({ memberId }: { memberId: number }) {
  const t = useT(profilesMessages);
  const family = useImmediateFamilyQuery(memberId);
  const items = family.data ? relativeItems(family.data, t) : [];
  return (
    <ProfileSection title={t('family')} testId="relatives">
      {family.isPending && <Skeleton variant="rounded" height={72} />}
      {family.isError && <Typography color="error">{t('relativesLoadFailed')}</Typography>}
      {family.data &&
        (items.length > 0 ? <InfoList items={items} /> : <EmptyNote>{t('noRelatives')}</EmptyNote>)}
    </ProfileSection>
  );
}
