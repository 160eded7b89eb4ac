import type { CitedFact, PersonDetail } from '@familytree/shared';
import { lazy, Suspense, type ReactNode } from 'react';
import { useT } from '../../../../lib/i18n';
import { useFamily } from '../../../family';
import { formatIsoDate } from '../../logic/dates';
import { useCountryName } from '../../logic/use-country-names';
import { useDateTexts } from '../../logic/use-date-texts';
import { profilesMessages } from '../../messages';
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
  const t = useT(profilesMessages);
  const dates = useDateTexts();
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
    { label: t('nickname'), value: person.nickName },
    { label: t('familyName'), value: person.familyName },
    { label: t('gender'), value: cited(t(`gender${person.gender}`), 'sex') },
    { label: t('dateOfBirth'), value: cited(formatIsoDate(person.dateOfBirth, dates), 'birth') },
    { label: t('placeOfBirth'), value: birthPlace },
    { label: t('livingStatus'), value: person.livingStatus ? t('living') : t('deceased') },
    {
      label: t('dateOfDeath'),
      value: person.livingStatus ? '' : cited(formatIsoDate(person.dateOfDeath, dates), 'death'),
    },
  ];
  return (
    <ProfileSection title={t('personalDetails')} testId="personal-details">
      <InfoList items={items} />
    </ProfileSection>
  );
}
