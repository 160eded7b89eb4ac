import type { MemberCard } from '@familytree/shared';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { Avatar, Card, CardActionArea, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from '../../../lib/router';
import { fullName, initials } from '../../tree';

/** One member: photo (or initials), full name and the place label; opens the member's profile. */
export function MemberCardItem({ card, placeLabel }: { card: MemberCard; placeLabel: string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={`/members/${card.personId}`}
        sx={{
          height: '100%',
          p: 2,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'flex-start',
          alignItems: 'center',
          gap: 1,
          textAlign: 'center',
        }}
      >
        <Avatar
          src={card.photoUrl ?? undefined}
          alt=""
          aria-hidden
          slotProps={{ img: { loading: 'lazy' } }}
          sx={{ width: 88, height: 88, bgcolor: 'primary.main', fontSize: 32 }}
        >
          {initials(card)}
        </Avatar>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{fullName(card)}</Typography>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          <PlaceOutlinedIcon fontSize="small" aria-hidden />
          <Typography variant="body2">{placeLabel}</Typography>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
