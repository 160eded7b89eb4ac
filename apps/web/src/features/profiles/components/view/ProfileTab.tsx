import type { MemberProfile } from '@familytree/shared';
import { Box, Stack } from '@mui/material';
import { Suspense } from 'react';
import { GedcomRecordsSection } from '../../../gedcom';
import { useT } from '../../../../lib/i18n';
import { RichTextView } from '../../../site';
import { profilesMessages } from '../../messages';
import { AddressDetails } from './AddressDetails';
import { ContactDetails } from './ContactDetails';
import { LifeEvents } from './LifeEvents';
import { PersonalDetails } from './PersonalDetails';
import { EmptyNote, ProfileSection } from './ProfileSection';
import { RelativesList } from './RelativesList';
import { EducationSection, LivingTimelineSection, WorkSection } from './TimelineSections';

/** The Profile tab (spec part 2): details and contact on the side, the story in the main column. */
export function ProfileTab({ profile, memberId }: { profile: MemberProfile; memberId: number }) {
  const t = useT(profilesMessages);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
        alignItems: 'start',
      }}
    >
      <Stack spacing={2}>
        <PersonalDetails person={profile.personDetail} memberId={memberId} />
        <RelativesList memberId={memberId} />
        <ContactDetails profile={profile} />
        <AddressDetails profile={profile} />
      </Stack>
      <Stack spacing={2}>
        <ProfileSection title={t('about')} testId="about">
          {profile.personDetail.about ? (
            <RichTextView html={profile.personDetail.about} />
          ) : (
            <EmptyNote>{t('nothingWritten')}</EmptyNote>
          )}
        </ProfileSection>
        <EducationSection list={profile.academicHistoryList} />
        <WorkSection list={profile.workHistoryList} />
        <LivingTimelineSection list={profile.livingTimelineList} />
        <LifeEvents events={profile.timelineEventsList} />
        <Suspense fallback={null}>
          <GedcomRecordsSection memberId={memberId} />
        </Suspense>
      </Stack>
    </Box>
  );
}
