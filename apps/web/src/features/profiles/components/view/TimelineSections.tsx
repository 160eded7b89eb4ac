import type { MemberProfile } from '@familytree/shared';
import { formatMonthRange } from '../../logic/dates';
import { useCountryName } from '../../logic/use-country-names';
import { EntryTimeline } from './EntryTimeline';
import { EmptyNote, ProfileSection } from './ProfileSection';

/** Education; absent when the server did not send it (Private, and a viewer who may not edit the member). */
export function EducationSection({ list }: { list: MemberProfile['academicHistoryList'] }) {
  if (list === null) return null;
  return (
    <ProfileSection title="Education" testId="education">
      {list.length === 0 ? (
        <EmptyNote>No education added yet.</EmptyNote>
      ) : (
        <EntryTimeline
          label="Education"
          items={list.map((entry, index) => ({
            key: String(index),
            title: entry.course,
            subtitle: entry.collegeUniversity,
            when: formatMonthRange(entry),
          }))}
        />
      )}
    </ProfileSection>
  );
}

/** Work experience; absent when the server did not send it (Private, and a viewer who may not edit the member). */
export function WorkSection({ list }: { list: MemberProfile['workHistoryList'] }) {
  if (list === null) return null;
  return (
    <ProfileSection title="Work Experience" testId="work">
      {list.length === 0 ? (
        <EmptyNote>No work experience added yet.</EmptyNote>
      ) : (
        <EntryTimeline
          label="Work experience"
          items={list.map((entry, index) => ({
            key: String(index),
            title: entry.role,
            subtitle: [entry.company, entry.location].filter(Boolean).join(', '),
            when: formatMonthRange(entry),
          }))}
        />
      )}
    </ProfileSection>
  );
}

/** Where the member lived, and when (public, spec part 6). */
export function LivingTimelineSection({ list }: { list: MemberProfile['livingTimelineList'] }) {
  const countryName = useCountryName();
  return (
    <ProfileSection title="Living Timeline" testId="living-timeline">
      {list.length === 0 ? (
        <EmptyNote>No places added yet.</EmptyNote>
      ) : (
        <EntryTimeline
          label="Living timeline"
          items={list.map((entry, index) => ({
            key: String(index),
            title:
              [entry.state, countryName(entry.country)].filter(Boolean).join(', ') ||
              'Place not given',
            when: formatMonthRange(entry),
          }))}
        />
      )}
    </ProfileSection>
  );
}
