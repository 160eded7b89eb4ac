import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, ButtonBase, IconButton, Typography } from '@mui/material';
import { alpha, styled } from '@mui/material/styles';
import { memo, useId } from 'react';
import type { FlatTreeRow } from '../logic/flatten-tree';
import { fullName } from '../logic/person-name';
import { PersonAvatar } from './PersonAvatar';
import { VisuallyHidden } from './VisuallyHidden';

export interface TreeRowProps {
  row: FlatTreeRow;
  /** Left padding in px for this row's generation. */
  indent: number;
  highlighted: boolean;
  /** Shown when the indentation alone can't tell the generation (phones, very deep rows). */
  showGeneration: boolean;
  onToggle: (row: FlatTreeRow) => void;
  onOpen: (personId: number, parentId: number) => void;
}

const toggleWidth = 40;

// Styles are made once for all rows (not per row), and ripples are left out: a long tree
// mounts rows continuously while it scrolls.
const RowBox = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  minHeight: 56,
  padding: theme.spacing(0.5, 0),
  borderBottom: `1px solid ${theme.palette.divider}`,
  '&[data-highlighted="true"]': {
    backgroundColor: alpha(theme.palette.secondary.main, 0.14),
    boxShadow: `inset 4px 0 0 ${theme.palette.secondary.main}`,
  },
}));

const focusRing = (color: string) => ({
  '&.Mui-focusVisible': { outline: `2px solid ${color}`, outlineOffset: 1 },
});

const ToggleButton = styled(IconButton)(({ theme }) => ({
  width: toggleWidth,
  flexShrink: 0,
  ...focusRing(theme.palette.primary.main),
}));

const PersonButton = styled(ButtonBase)(({ theme }) => ({
  flex: 1,
  minWidth: 0,
  justifyContent: 'flex-start',
  gap: theme.spacing(1.5),
  padding: theme.spacing(0.5, 1),
  borderRadius: theme.shape.borderRadius,
  textAlign: 'left',
  '&:hover': { backgroundColor: theme.palette.action.hover },
  ...focusRing(theme.palette.primary.main),
}));

const Spacer = styled('div')({ width: toggleWidth, flexShrink: 0 });

/** One line of the tree: expand button, photo, name and spouse names; opens the member dialog. */
export const TreeRow = memo(function TreeRow(props: TreeRowProps) {
  const { row, indent, highlighted, showGeneration, onToggle, onOpen } = props;
  const { member, spouse } = row.node;
  const name = fullName(member);
  const nameId = useId();
  const detailsId = useId();
  const details = [
    showGeneration ? `Gen ${row.depth + 1}` : '',
    spouse.length ? `Spouse: ${spouse.map(fullName).join(', ')}` : '',
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <RowBox data-highlighted={highlighted} style={{ paddingLeft: indent }}>
      {row.hasChildren ? (
        <ToggleButton
          size="small"
          disableRipple
          aria-expanded={row.expanded}
          aria-label={`${row.expanded ? 'Collapse' : 'Expand'} ${name}`}
          onClick={() => onToggle(row)}
        >
          {row.expanded ? <ExpandMoreIcon /> : <ChevronRightIcon />}
        </ToggleButton>
      ) : (
        <Spacer />
      )}
      <PersonButton
        disableRipple
        onClick={() => onOpen(member.personId, row.parentId)}
        aria-labelledby={nameId}
        aria-describedby={details || highlighted ? detailsId : undefined}
      >
        <PersonAvatar person={member} />
        <Box sx={{ minWidth: 0 }}>
          <Typography id={nameId} sx={{ fontWeight: 600 }} noWrap>
            {name}
          </Typography>
          {(details || highlighted) && (
            <Typography id={detailsId} variant="body2" color="text.secondary" noWrap>
              {details}
              {highlighted && <VisuallyHidden> (on the relation path)</VisuallyHidden>}
            </Typography>
          )}
        </Box>
      </PersonButton>
    </RowBox>
  );
});
