import type { MemberProfile } from '@familytree/shared';
import { useT } from '../../../../lib/i18n';
import { formatMonthRange } from '../../logic/dates';
import { useDateTexts } from '../../logic/use-date-texts';
import { useCountryName } from '../../logic/use-country-names';
import { profilesMessages } from '../../messages';
import { EntryTimeline } from './EntryTimeline';
import { EmptyNote, ProfileSection } from './ProfileSection';

/** Education; absent when the server did not send it (Private, and a viewer who may not edit the member). */
export function EducationSection({ list }: { list: MemberProfile['academicHistoryList'] }) {
  const t = useT(profilesMessages);
  const dates = useDateTexts();
  if (list === null) return null;
  return (
    <ProfileSection title={t('education')} testId="education">
      {list.length === 0 ? (
        <EmptyNote>{t('noEducation')}</EmptyNote>
      ) : (
        <EntryTimeline
          label={t('education')}
          items={list.map((entry, index) => ({
            key: String(index),
            title: entry.course,
            subtitle: entry.collegeUniversity,
            when: formatMonthRange(entry, dates),
          }))}
        />
      )}
    </ProfileSection>
  );
}

/** Work experience; absent when the server did not send it (Private, and a viewer who may not edit the member). */
export function WorkSection({ list }: { list: MemberProfile['workHistoryList'] }) {
  const t = useT(profilesMessages);
  const dates = useDateTexts();
  if (list === null) return null;
  return (
    <ProfileSection title={t('workTitle')} testId="work">
      {list.length === 0 ? (
        <EmptyNote>{t('noWork')}</EmptyNote>
      ) : (
        <EntryTimeline
          label={t('work')}
          items={list.map((entry, index) => ({
            key: String(index),
            title: entry.role,
            subtitle: [entry.company, entry.location].filter(Boolean).join(', '),
            when: formatMonthRange(entry, dates),
          }))}
        />
      )}
    </ProfileSection>
  );
}

/** Where the member lived, and when (public, spec part 6). */
export function LivingTimelineSection({ list }: { list: MemberProfile['livingTimelineList'] }) {
  const t = useT(profilesMessages);
  const dates = useDateTexts();
  const countryName = useCountryName();
  return (
    <ProfileSection title={t('livingTimelineTitle')} testId="living-timeline">
      {list.length === 0 ? (
        <EmptyNote>{t('noPlaces')}</EmptyNote>
      ) : (
        <EntryTimeline
          label={t('livingTimeline')}
          items={list.map((entry, index) => ({
            key: String(index),
            title:
              [entry.state, countryName(entry.country)].filter(Boolean).join(', ') ||
              t('placeNotGiven'),
            when: formatMonthRange(entry, dates),
          }))}
        />
      )}
    </ProfileSection>
  );
}
