import type { ImmediateFamily, Relative } from '@familytree/shared';
import { Link, Skeleton, Typography } from '@mui/material';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';
import { fullName } from '../../../tree';
import { useImmediateFamilyQuery } from '../../api/get-immediate-family';
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

function relativeItems(family: ImmediateFamily): InfoItem[] {
  const parents = [family.father, family.mother].filter((p): p is Relative => p !== null);
  const groups: Array<[string, Relative[]]> = [
    ['Parents', parents],
    [family.spouses.length > 1 ? 'Spouses' : 'Spouse', family.spouses],
    ['Children', family.children],
  ];
  return groups
    .filter(([, people]) => people.length > 0)
    .map(([label, people]) => ({ label, value: <RelativeLinks people={people} /> }));
}

/** Parents, spouses and children, each a link to their own profile. */
export function RelativesList({ memberId }: { memberId: number }) {
  const family = useImmediateFamilyQuery(memberId);
  const items = family.data ? relativeItems(family.data) : [];
  return (
    <ProfileSection title="Family" testId="relatives">
      {family.isPending && <Skeleton variant="rounded" height={72} />}
      {family.isError && <Typography color="error">The family could not be loaded.</Typography>}
      {family.data &&
        (items.length > 0 ? (
          <InfoList items={items} />
        ) : (
          <EmptyNote>No relatives are recorded yet.</EmptyNote>
        ))}
    </ProfileSection>
  );
}
