import type { MemberProfile } from '@familytree/shared';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Container, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { Link as RouterLink, useParams, useSearchParams } from '../../../../lib/router';
import { FullPageError } from '../../../../components/FullPageError';
import { FullPageLoading } from '../../../../components/FullPageLoading';
import { PageHeading } from '../../../../components/PageHeading';
import { useSpecText, useT } from '../../../../lib/i18n';
import { fullName } from '../../../tree';
import { useMemberProfileQuery } from '../../api/get-member-profile';
import { memberIdFrom } from '../../logic/member-id';
import { profilesMessages } from '../../messages';
import { useCanEditMember } from '../shell/use-can-edit-member';
import { AboutForm } from './AboutForm';
import { AddressContactForm } from './AddressContactForm';
import { BasicForm } from './BasicForm';
import { editTabFrom, editTabs, type EditTabValue } from './edit-tabs';
import { EducationProfessionForm } from './EducationProfessionForm';
import { CoverPhotoTab, ProfilePhotoTab } from './PhotoTabs';

function TabContent({ tab, profile }: { tab: EditTabValue; profile: MemberProfile }) {
  switch (tab) {
    case 0:
      return <BasicForm profile={profile} />;
    case 1:
      return <ProfilePhotoTab profile={profile} />;
    case 5:
      return <CoverPhotoTab profile={profile} />;
    case 2:
      return <AddressContactForm profile={profile} />;
    case 3:
      return <EducationProfessionForm profile={profile} />;
    case 4:
      return <AboutForm profile={profile} />;
  }
}

function EditProfile({ memberId }: { memberId: number }) {
  const t = useT(profilesMessages);
  const { text } = useSpecText();
  const [search] = useSearchParams();
  const tab = editTabFrom(search.get('tab'));
  const profile = useMemberProfileQuery(memberId);
  const rights = useCanEditMember(memberId);
  const profileUrl = `/members/${memberId}/profile`;

  const back = (
    <Button component={RouterLink} to={profileUrl} startIcon={<ArrowBackIcon />} variant="outlined">
      {t('viewProfile')}
    </Button>
  );
  let body;
  if (profile.isPending || (rights.loggedIn && rights.query.isPending)) {
    body = <FullPageLoading label={t('loadingProfile')} />;
  } else if (profile.isError) {
    body = (
      <FullPageError
        message={t('profileLoadFailed', { message: text(profile.error.message) })}
        onRetry={() => void profile.refetch()}
      />
    );
  } else if (!rights.canEdit) {
    body = <Alert severity="warning">{t('notAllowed')}</Alert>;
  } else {
    const tabInfo = editTabs.find((item) => item.value === tab)!;
    body = (
      <>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {fullName(profile.data.personDetail)}
        </Typography>
        <Tabs
          component="nav"
          value={tab}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('editSections')}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {editTabs.map((item) => (
            <Tab
              key={item.value}
              value={item.value}
              label={t(item.label)}
              component={RouterLink}
              to={`?tab=${item.value}`}
              replace
              aria-current={item.value === tab ? 'page' : undefined}
            />
          ))}
        </Tabs>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 2 }}>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
            {t(tabInfo.label)}
          </Typography>
          {/* Each tab is its own form, started from the profile as it is now. */}
          <TabContent key={`${memberId}-${tab}`} tab={tab} profile={profile.data} />
        </Paper>
      </>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
      >
        <PageHeading title={t('editProfile')} />
        <Box sx={{ mb: 2 }}>{back}</Box>
      </Stack>
      {body}
    </Container>
  );
}

/** /members/{id}/edit (login needed; the route wraps it): six tabs chosen by the `tab` query. */
export function EditProfileScreen() {
  const t = useT(profilesMessages);
  const memberId = memberIdFrom(useParams().id);
  if (memberId === null) return <FullPageError message={t('noSuchMember')} />;
  return <EditProfile key={memberId} memberId={memberId} />;
}
