import type { TreePerson } from '@familytree/shared';
import { Avatar } from '@mui/material';
import { initials } from '../logic/person-name';

/** A member's photo, or their initials; decorative, since the name is always beside it. */
export function PersonAvatar({ person, size = 40 }: { person: TreePerson; size?: number }) {
  return (
    <Avatar
      src={person.photoUrl ?? undefined}
      alt=""
      aria-hidden
      slotProps={{ img: { loading: 'lazy' } }}
      sx={{ width: size, height: size, bgcolor: 'primary.main', fontSize: size * 0.4 }}
    >
      {initials(person)}
    </Avatar>
  );
}
