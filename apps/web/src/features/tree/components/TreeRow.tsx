import AccountTreeIcon from '@mui/icons-material/AccountTree';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, ButtonBase, IconButton, Typography } from '@mui/material';
import { alpha, styled } from '@mui/material/styles';
import { Fragment, memo, useId } from 'react';
import { Link } from '../../../lib/router';
import { chartPath } from '../../../lib/chart-path';
import type { FlatTreeRow } from '../logic/flatten-tree';
import { fullName } from '../logic/person-name';
import { lifeYears } from '../logic/life-years';
import { useTreeT } from '../hooks/use-tree-text';
import { PersonAvatar } from './PersonAvatar';
import { VisuallyHidden } from '../../../components/VisuallyHidden';

export interface TreeRowProps {
  row: FlatTreeRow;
  /** Left padding in px for this row's generation. */
  indent: number;
  highlighted: boolean;
  highlightText: string;
  /** Shown when the indentation alone can't tell the generation (phones, very deep rows). */
  showGeneration: boolean;
  onToggle: (row: FlatTreeRow) => void;
  onOpen: (personId: number, parentId: number) => void;
  /** The tree grid's one row in the tab order (its links are too; the others' are not). */
  inTabOrder: boolean;
}

const toggleWidth = 40;

// Styles are made once for all rows (not per row), and ripples are left out: a long tree
// mounts rows continuously while it scrolls.
const RowBox = styled('div')(({ theme }) => ({
  display: 'flex',
  minHeight: 56,
  padding: theme.spacing(0.5, 0),
  borderBottom: `1px solid ${theme.palette.divider}`,
  '&[data-highlighted="true"]': {
    backgroundColor: alpha(theme.palette.secondary.main, 0.14),
    boxShadow: `inset 4px 0 0 ${theme.palette.secondary.main}`,
  },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
}));

const Cell = styled('div')({ display: 'flex', alignItems: 'center', flex: 1, minWidth: 0 });

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

const SpouseLink = styled(ButtonBase)(({ theme }) => ({
  ...theme.typography.body2,
  color: theme.palette.primary.main,
  textDecoration: 'underline',
  borderRadius: 4,
  padding: theme.spacing(0.25, 0.5),
  minHeight: 24,
  '&:hover': { backgroundColor: theme.palette.action.hover },
  ...focusRing(theme.palette.primary.main),
}));

/**
 * One line of the tree: expand button, photo, name with birth–death years (opens the member
 * dialog), the spouses as links to their own dialogs, and a link to the member's chart.
 */
export const TreeRow = memo(function TreeRow(props: TreeRowProps) {
  const { row, indent, highlighted, highlightText, showGeneration, onToggle, onOpen } = props;
  const tabIndex = props.inTabOrder ? 0 : -1;
  const { member, spouse } = row.node;
  const t = useTreeT();
  const name = fullName(member);
  const nameId = useId();
  const detailsId = useId();
  const details = [
    showGeneration ? t('generation', { number: String(row.depth + 1) }) : '',
    lifeYears(member, t),
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    // A row of the tree grid (TreeList handles its keys): named by the person, described by the
    // years, which the person button shows but leaves out of its own name (exactly the name).
    <RowBox
      role="row"
      tabIndex={tabIndex}
      aria-level={row.depth + 1}
      aria-expanded={row.hasChildren ? row.expanded : undefined}
      aria-setsize={row.siblings}
      aria-posinset={row.position}
      aria-labelledby={nameId}
      aria-describedby={details || highlighted ? detailsId : undefined}
      data-highlighted={highlighted}
      data-row-key={row.key}
      style={{ paddingLeft: indent }}
    >
      <Cell role="gridcell">
        {row.hasChildren ? (
          <ToggleButton
            size="small"
            disableRipple
            tabIndex={-1}
            aria-expanded={row.expanded}
            aria-label={t(row.expanded ? 'collapsePerson' : 'expandPerson', { name })}
            onClick={() => onToggle(row)}
          >
            {row.expanded ? <ExpandMoreIcon /> : <ChevronRightIcon />}
          </ToggleButton>
        ) : (
          <Spacer />
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {/* The years lie over the button's lower half, outside it: its name is exactly the name
              (tests and speech input use it; axe reads a button's texts as its visible label). */}
          <Box sx={{ position: 'relative' }}>
            <PersonButton
              disableRipple
              tabIndex={-1}
              onClick={() => onOpen(member.personId, row.parentId)}
              aria-labelledby={nameId}
              aria-describedby={details || highlighted ? detailsId : undefined}
              sx={{ width: '100%' }}
            >
              <PersonAvatar person={member} />
              <Box sx={{ minWidth: 0, pb: details || highlighted ? 2.5 : 0 }}>
                <Typography id={nameId} sx={{ fontWeight: 600 }} noWrap>
                  {name}
                </Typography>
              </Box>
            </PersonButton>
            {(details || highlighted) && (
              <Typography
                id={detailsId}
                variant="body2"
                color="text.secondary"
                noWrap
                aria-hidden
                sx={{
                  position: 'absolute',
                  left: 68,
                  right: 8,
                  bottom: 6,
                  pointerEvents: 'none',
                }}
              >
                {details}
                {highlighted && <VisuallyHidden> {highlightText}</VisuallyHidden>}
              </Typography>
            )}
          </Box>
          {spouse.length > 0 && (
            <Typography
              variant="body2"
              color="text.secondary"
              component="div"
              sx={{ pl: { xs: 1, sm: 7 }, pb: 0.5, overflowWrap: 'anywhere' }}
            >
              {t('spouseLabel')}{' '}
              {spouse.map((s, i) => (
                <Fragment key={s.personId}>
                  {i > 0 && ', '}
                  <SpouseLink
                    disableRipple
                    tabIndex={tabIndex}
                    onClick={() => onOpen(s.personId, 0)}
                  >
                    {fullName(s)}
                  </SpouseLink>
                  {lifeYears(s, t) && ` (${lifeYears(s, t)})`}
                </Fragment>
              ))}
            </Typography>
          )}
        </Box>
        <IconButton
          component={Link}
          to={chartPath('descendants', member.personId)}
          aria-label={t('showPersonAsChart', { name })}
          size="small"
          tabIndex={tabIndex}
          sx={{ flexShrink: 0, mr: 0.5 }}
        >
          <AccountTreeIcon fontSize="small" />
        </IconButton>
      </Cell>
    </RowBox>
  );
});
