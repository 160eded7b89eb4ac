import { genderLabels, type CitedFact, type PersonDetail } from '@familytree/shared';
import type { ReactNode } from 'react';
import { useFamily } from '../../../family';
import { FactSourcesMark, usePersonCitationCounts } from '../../../research';
import { formatIsoDate } from '../../logic/dates';
import { useCountryName } from '../../logic/use-country-names';
import { InfoList } from './InfoList';
import { ProfileSection } from './ProfileSection';

/**
 * Nickname, family name, birth (date, place, country) and, for the deceased, the date of death;
 * a fact with citations shows their number, linked to the Sources tab (issue 30).
 */
export function PersonalDetails({ person, memberId }: { person: PersonDetail; memberId: number }) {
  const countryName = useCountryName();
  const { familyId } = useFamily();
  const citations = usePersonCitationCounts(familyId, memberId);
  const cited = (value: string, fact: CitedFact): ReactNode =>
    value === '' ? (
      ''
    ) : (
      <>
        {value}
        <FactSourcesMark personId={memberId} fact={fact} count={citations.count(fact)} />
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
