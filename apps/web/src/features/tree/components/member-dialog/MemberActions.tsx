import type { MemberType } from '@familytree/shared';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button, DialogActions } from '@mui/material';
import { Link } from '../../../../lib/router';
import { useTreeT } from '../../hooks/use-tree-text';
import type { MemberPermissions } from '../../logic/member-permissions';
import type { TreeKey } from '../../logic/tree-text';

const addActions: Array<{ type: MemberType; label: TreeKey; allowed: keyof MemberPermissions }> = [
  { type: 'FATHER', label: 'addFather', allowed: 'addFather' },
  { type: 'MOTHER', label: 'addMother', allowed: 'addMother' },
  { type: 'SPOUSE', label: 'addSpouse', allowed: 'addSpouse' },
  { type: 'CHILD', label: 'addChild', allowed: 'addChild' },
];

/** Profile and Show as chart for everyone; the add, edit and delete actions as permissions allow (spec part 6). */
export function MemberActions(props: {
  profileUrl: string;
  /** The member's chart on this site, or null (a spouse linked from another family). */
  chartUrl: string | null;
  permissions: MemberPermissions;
  onAction: (type: MemberType) => void;
  onDeleteSelf: () => void;
}) {
  const { profileUrl, chartUrl, permissions, onAction, onDeleteSelf } = props;
  const t = useTreeT();
  return (
    <DialogActions
      disableSpacing
      sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'flex-start', px: 3, py: 2 }}
    >
      <Button
        variant="contained"
        href={profileUrl}
        target="_blank"
        rel="noopener noreferrer"
        endIcon={<OpenInNewIcon aria-hidden />}
      >
        {t('profile')}
      </Button>
      {chartUrl && (
        <Button
          variant="outlined"
          component={Link}
          to={chartUrl}
          startIcon={<AccountTreeIcon aria-hidden />}
        >
          {t('showAsChart')}
        </Button>
      )}
      {addActions
        .filter((action) => permissions[action.allowed] === true)
        .map((action) => (
          <Button key={action.type} variant="outlined" onClick={() => onAction(action.type)}>
            {t(action.label)}
          </Button>
        ))}
      {permissions.edit && (
        <Button variant="outlined" onClick={() => onAction('SELF')}>
          {t('edit')}
        </Button>
      )}
      {permissions.deleteSelf && (
        <Button variant="outlined" color="error" onClick={onDeleteSelf}>
          {t('delete')}
        </Button>
      )}
    </DialogActions>
  );
}
