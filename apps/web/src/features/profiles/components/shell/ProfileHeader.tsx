import type { PersonDetail } from '@familytree/shared';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import EditIcon from '@mui/icons-material/Edit';
import { Avatar, Box, Button, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from '../../../../lib/router';
import { usePageTitle } from '../../../../components/usePageTitle';
import { chartPath } from '../../../../lib/chart-path';
import { useT } from '../../../../lib/i18n';
import { fullName, initials } from '../../../tree';
import { profilesMessages } from '../../messages';

// Only admins invite: the button, its form and validation load for them (issue 18).
const InviteMemberButton = lazy(() =>
  import('./InviteMemberButton').then((m) => ({ default: m.InviteMemberButton })),
);

// Merging is for the same admins, and as rare: its dialog loads when it is offered.
const MergePersonsButton = lazy(() =>
  import('../../../merge').then((m) => ({ default: m.MergePersonsButton })),
);

const defaultCover = 'linear-gradient(135deg, #2e5e4e 0%, #4f8a72 45%, #c9a15a 100%)';

/** Cover photo (or a gradient), avatar, full name, Show as chart and, for those who may, Edit Profile. */
export function ProfileHeader(props: {
  person: PersonDetail;
  canEdit: boolean;
  mayInvite: boolean;
}) {
  const { person, canEdit, mayInvite } = props;
  const t = useT(profilesMessages);
  const name = fullName(person);
  usePageTitle(name);

  return (
    <Box sx={{ mb: 2 }}>
      <Box
        role={person.coverPhotoUrl ? 'img' : undefined}
        aria-label={person.coverPhotoUrl ? t('coverPhotoOf', { name }) : undefined}
        data-testid="profile-cover"
        sx={{
          height: { xs: 120, sm: 200, md: 240 },
          borderRadius: 2,
          backgroundColor: 'primary.main',
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }}
        style={{
          backgroundImage: person.coverPhotoUrl ? `url("${person.coverPhotoUrl}")` : defaultCover,
        }}
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 2 }}
        sx={{
          alignItems: { xs: 'center', sm: 'flex-end' },
          px: { xs: 0, sm: 3 },
          mt: { xs: -7, sm: -8 },
        }}
      >
        <Avatar
          src={person.photoUrl ?? undefined}
          alt={person.photoUrl ? t('photoOf', { name }) : ''}
          sx={{
            width: { xs: 112, sm: 140 },
            height: { xs: 112, sm: 140 },
            border: 4,
            borderColor: 'background.paper',
            bgcolor: 'primary.dark',
            fontSize: 44,
            boxShadow: 2,
          }}
        >
          {initials(person)}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0, textAlign: { xs: 'center', sm: 'left' }, pb: { sm: 1 } }}>
          <Typography
            variant="h4"
            component="h1"
            sx={{
              fontWeight: 700,
              overflowWrap: 'anywhere',
              fontSize: { xs: '1.6rem', sm: '2.1rem' },
            }}
          >
            {name}
          </Typography>
        </Box>
        <Button
          component={RouterLink}
          to={chartPath('hourglass', person.personId)}
          variant="outlined"
          startIcon={<AccountTreeIcon aria-hidden />}
          sx={{ mb: { sm: 1.5 }, flexShrink: 0, bgcolor: 'background.paper' }}
        >
          {t('showAsChart')}
        </Button>
        {mayInvite && (
          <Suspense fallback={null}>
            <InviteMemberButton personId={person.personId} name={name} />
          </Suspense>
        )}
        {mayInvite && (
          <Suspense fallback={null}>
            <MergePersonsButton familyId={person.familyId} person={person} />
          </Suspense>
        )}
        {canEdit && (
          <Button
            component={RouterLink}
            to={`/members/${person.personId}/edit?tab=0`}
            variant="contained"
            startIcon={<EditIcon />}
            sx={{ mb: { sm: 1.5 }, flexShrink: 0 }}
          >
            {t('editProfile')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
