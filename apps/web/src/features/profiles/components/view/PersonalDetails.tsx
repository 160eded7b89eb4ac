import { genderLabels, type CitedFact, type PersonDetail } from '@familytree/shared';
import { lazy, Suspense, type ReactNode } from 'react';
import { useFamily } from '../../../family';
import { formatIsoDate } from '../../logic/dates';
import { useCountryName } from '../../logic/use-country-names';
import { InfoList } from './InfoList';
import { ProfileSection } from './ProfileSection';

// The research feature loads after the profile's first paint (its own chunk, not the profile's).
const FactSourcesMark = lazy(() =>
  import('../../../research').then((m) => ({ default: m.FactSourcesMark })),
);

/**
 * Nickname, family name, birth (date, place, country) and, for the deceased, the date of death;
 * a fact with citations shows their number, linked to the Sources tab (issue 30).
 */
export function PersonalDetails({ person, memberId }: { person: PersonDetail; memberId: number }) {
  const countryName = useCountryName();
  const { familyId } = useFamily();
  const cited = (value: string, fact: CitedFact): ReactNode =>
    value === '' ? (
      ''
    ) : (
      <>
        {value}
        <Suspense fallback={null}>
          <FactSourcesMark familyId={familyId} personId={memberId} fact={fact} />
        </Suspense>
      </>
    );
  const birthPlace = [person.placeOfBirth, countryName(person.countryOfBirth)]
    .filter(Boolean)
    .join(', ');
  const items = [
    { label: 'Nickname', value: person.nickName },
    { label: 'Family name', value: person.familyName },
    { label: 'Gender', value: cited(genderLabels[person.gender], 'sex') },
    { label: 'Date of birth', value: cited(formatIsoDate(person.dateOfBirth), 'birth') },
    { label: 'Place of birth', value: birthPlace },
    { label: 'Living status', value: person.livingStatus ? 'Living' : 'Deceased' },
    {
      label: 'Date of death',
      value: person.livingStatus ? '' : cited(formatIsoDate(person.dateOfDeath), 'death'),
    },
  ];
  return (
    <ProfileSection title="Personal details" testId="personal-details">
      <InfoList items={items} />
    </ProfileSection>
  );
}
