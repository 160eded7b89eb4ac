import type { MemberProfile } from '@familytree/shared';
import { Avatar, Box, Typography } from '@mui/material';
import { useSpecText, useT } from '../../../../lib/i18n';
import { fullName, initials } from '../../../tree';
import { useSaveProfileMutation } from '../../api/save-profile';
import { coverPhotoCrop, profilePhotoCrop } from '../../logic/photo-crops';
import { profilesMessages } from '../../messages';
import { PhotoCropTab } from './PhotoCropTab';

/** Profile photo: cropped 1:1 in a circle and saved at 400 x 400 (spec part 9). */
export function ProfilePhotoTab({ profile }: { profile: MemberProfile }) {
  const person = profile.personDetail;
  const mutation = useSaveProfileMutation(person.personId, 'saveProfilePhoto');
  const t = useT(profilesMessages);
  const specText = useSpecText().t;
  return (
    <PhotoCropTab
      spec={profilePhotoCrop}
      labels={{ choose: t('chooseProfilePhoto'), save: t('saveProfilePhoto') }}
      hint={t('profilePhotoHint', {
        width: profilePhotoCrop.width,
        height: profilePhotoCrop.height,
      })}
      current={
        <Avatar
          src={person.photoUrl ?? undefined}
          alt={person.photoUrl ? t('currentPhotoOf', { name: fullName(person) }) : ''}
          sx={{ width: 160, height: 160, fontSize: 56, bgcolor: 'primary.main' }}
        >
          {initials(person)}
        </Avatar>
      }
      onSave={(photo) => mutation.mutateAsync({ photo })}
      successText={specText('profile.photoSaved')}
    />
  );
}

/** Cover photo: cropped 4.5:1 and saved 800 pixels wide (docs/decisions/0007). */
export function CoverPhotoTab({ profile }: { profile: MemberProfile }) {
  const person = profile.personDetail;
  const mutation = useSaveProfileMutation(person.personId, 'saveCoverPhoto');
  const t = useT(profilesMessages);
  const specText = useSpecText().t;
  return (
    <PhotoCropTab
      spec={coverPhotoCrop}
      labels={{ choose: t('chooseCoverPhoto'), save: t('saveCoverPhoto') }}
      hint={t('coverPhotoHint', { width: coverPhotoCrop.width, height: coverPhotoCrop.height })}
      current={
        person.coverPhotoUrl ? (
          <Box
            component="img"
            src={person.coverPhotoUrl}
            alt={t('currentCoverOf', { name: fullName(person) })}
            sx={{ width: '100%', aspectRatio: '4.5', objectFit: 'cover', borderRadius: 1 }}
          />
        ) : (
          <Typography color="text.secondary">{t('noCover')}</Typography>
        )
      }
      onSave={(coverPhoto) => mutation.mutateAsync({ coverPhoto })}
      successText={specText('profile.coverSaved')}
    />
  );
}
