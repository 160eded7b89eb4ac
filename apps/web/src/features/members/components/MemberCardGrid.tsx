import type { MemberCard } from '@familytree/shared';
import { Box } from '@mui/material';
import { MemberCardItem } from './MemberCardItem';

export const cardGridSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 2,
  // 2, 3, 4 or 6 across: a page of 24 always fills its last row.
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(3, minmax(0, 1fr))',
    md: 'repeat(4, minmax(0, 1fr))',
    lg: 'repeat(6, minmax(0, 1fr))',
  },
} as const;

/** The member cards as a list of links, two across on a phone. */
export function MemberCardGrid(props: { cards: MemberCard[]; placeLabel: string; label: string }) {
  return (
    <Box component="ul" aria-label={props.label} sx={cardGridSx}>
      {props.cards.map((card) => (
        <Box component="li" key={card.personId}>
          <MemberCardItem card={card} placeLabel={props.placeLabel} />
        </Box>
      ))}
    </Box>
  );
}
