import { messages, type MemberProfile } from '@familytree/shared';
import { Avatar, Box, Typography } from '@mui/material';
import { fullName, initials } from '../../../tree';
import { useSaveProfileMutation } from '../../api/save-profile';
import { coverPhotoCrop, profilePhotoCrop } from '../../logic/photo-crops';
import { PhotoCropTab } from './PhotoCropTab';

/** Profile photo: cropped 1:1 in a circle and saved at 400 x 400 (spec part 9). */
export function ProfilePhotoTab({ profile }: { profile: MemberProfile }) {
  const person = profile.personDetail;
  const mutation = useSaveProfileMutation(person.personId, 'saveProfilePhoto');
  return (
    <PhotoCropTab
      spec={profilePhotoCrop}
      what="profile photo"
      hint="An image file (a bigger photo is made smaller to 2 MB); you crop it to a circle next, saved at 400 × 400 pixels."
      current={
        <Avatar
          src={person.photoUrl ?? undefined}
          alt={person.photoUrl ? `Current photo of ${fullName(person)}` : ''}
          sx={{ width: 160, height: 160, fontSize: 56, bgcolor: 'primary.main' }}
        >
          {initials(person)}
        </Avatar>
      }
      onSave={(photo) => mutation.mutateAsync({ photo })}
      successText={messages.profile.photoSaved}
    />
  );
}

/** Cover photo: cropped 4.5:1 and saved 800 pixels wide (docs/decisions/0007). */
export function CoverPhotoTab({ profile }: { profile: MemberProfile }) {
  const person = profile.personDetail;
  const mutation = useSaveProfileMutation(person.personId, 'saveCoverPhoto');
  return (
    <PhotoCropTab
      spec={coverPhotoCrop}
      what="cover photo"
      hint={`An image file (a bigger photo is made smaller to 2 MB); you crop it to a wide banner next, saved at ${coverPhotoCrop.width} × ${coverPhotoCrop.height} pixels.`}
      current={
        person.coverPhotoUrl ? (
          <Box
            component="img"
            src={person.coverPhotoUrl}
            alt={`Current cover photo of ${fullName(person)}`}
            sx={{ width: '100%', aspectRatio: '4.5', objectFit: 'cover', borderRadius: 1 }}
          />
        ) : (
          <Typography color="text.secondary">
            No cover photo yet: the profile shows a gradient.
          </Typography>
        )
      }
      onSave={(coverPhoto) => mutation.mutateAsync({ coverPhoto })}
      successText={messages.profile.coverSaved}
    />
  );
}
