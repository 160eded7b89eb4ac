import { genderLabels, type PersonDetail } from '@familytree/shared';
import { formatIsoDate } from '../../logic/dates';
import { useCountryName } from '../../logic/use-country-names';
import { InfoList } from './InfoList';
import { ProfileSection } from './ProfileSection';

/** Nickname, family name, birth (date, place, country) and, for the deceased, the date of death. */
export function PersonalDetails({ person }: { person: PersonDetail }) {
  const countryName = useCountryName();
  const birthPlace = [person.placeOfBirth, countryName(person.countryOfBirth)]
    .filter(Boolean)
    .join(', ');
  const items = [
    { label: 'Nickname', value: person.nickName },
    { label: 'Family name', value: person.familyName },
    { label: 'Gender', value: genderLabels[person.gender] },
    { label: 'Date of birth', value: formatIsoDate(person.dateOfBirth) },
    { label: 'Place of birth', value: birthPlace },
    { label: 'Living status', value: person.livingStatus ? 'Living' : 'Deceased' },
    {
      label: 'Date of death',
      value: person.livingStatus ? '' : formatIsoDate(person.dateOfDeath),
    },
  ];
  return (
    <ProfileSection title="Personal details" testId="personal-details">
      <InfoList items={items} />
    </ProfileSection>
  );
}
