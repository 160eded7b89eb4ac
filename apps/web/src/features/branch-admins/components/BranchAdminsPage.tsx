import type { BranchAdmin } from '@familytree/shared';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Alert, Box, Button, Container, useMediaQuery, useTheme } from '@mui/material';
import { useState } from 'react';
import { useFamily } from '../../family';
import { PageHeading } from '../../../components/PageHeading';
import { useSpecText, useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session-store';
import { useBranchAdminsQuery } from '../api/get-branch-admins';
import { useRemoveAssignedMemberMutation } from '../api/remove-assigned-member';
import { BranchAdminDialog } from './BranchAdminDialog';
import { BranchAdminCards } from './BranchAdminCards';
import { BranchAdminListState } from './BranchAdminListState';
import { BranchAdminTable } from './BranchAdminTable';
import { MemberAccountsSection } from './MemberAccountsSection';
import { NoticeSnackbar, type Notice } from '../../../components/NoticeSnackbar';
import { branchAdminsMessages } from '../messages';

/**
 * /branchadmin: the family admin's list of branch admins (spec part 2, "Branch admin list"), and
 * below it the family's member accounts (issue 17).
 */
export function BranchAdminsPage() {
  const t = useT(branchAdminsMessages);
  const { t: spec } = useSpecText();
  const onlyFamilyAdmin = t('onlyFamilyAdmin');
  const { familyId } = useFamily();
  const session = useSession();
  const isFamilyAdmin = session?.userRole === 'FAMILY_ADMIN';
  const admins = useBranchAdminsQuery(familyId, isFamilyAdmin);
  const remove = useRemoveAssignedMemberMutation(familyId);
  const [dialog, setDialog] = useState<{ admin: BranchAdmin | null } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const onPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const List = onPhone ? BranchAdminCards : BranchAdminTable;

  const onSaved = (saved: BranchAdmin, added: boolean) => {
    setDialog(null);
    const name = `${saved.firstName} ${saved.lastName}`;
    if (!added) setNotice({ severity: 'success', text: t('saved', { name }) });
    else
      setNotice({
        severity: 'success',
        text: t('added', { name, email: saved.email }),
      });
  };

  const removeMember = (admin: BranchAdmin, personId: number) =>
    remove.mutate(
      { userId: admin.userId, personId },
      {
        onSuccess: () =>
          setNotice({ severity: 'success', text: spec('branchAdmin.removeAssignedDone') }),
        onError: () =>
          setNotice({ severity: 'error', text: spec('branchAdmin.removeAssignedFailed') }),
      },
    );

  if (!isFamilyAdmin) {
    return (
      <Container maxWidth="lg" sx={{ py: 4 }}>
        <PageHeading title={t('pageTitle')} />
        <Alert severity="warning">{onlyFamilyAdmin}</Alert>
      </Container>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, alignItems: 'flex-start', mb: 2 }}
      >
        <Box sx={{ flex: 1, '& h1': { mb: 1 } }}>
          <PageHeading title={t('pageTitle')} />
        </Box>
        <Button
          variant="contained"
          startIcon={<PersonAddIcon />}
          onClick={() => setDialog({ admin: null })}
        >
          {t('addBranchAdmin')}
        </Button>
      </Box>
      <BranchAdminListState query={admins} forbiddenMessage={onlyFamilyAdmin}>
        {(list) => (
          <List
            admins={list}
            removing={remove.isPending ? remove.variables : null}
            onEdit={(admin) => setDialog({ admin })}
            onDelete={() =>
              setNotice({ severity: 'info', text: spec('branchAdmin.deleteNotImplemented') })
            }
            onRemoveMember={(admin, member) => removeMember(admin, member.personId)}
          />
        )}
      </BranchAdminListState>
      <MemberAccountsSection familyId={familyId} />
      {dialog && (
        <BranchAdminDialog
          familyId={familyId}
          admin={dialog.admin}
          onClose={() => setDialog(null)}
          onSaved={onSaved}
        />
      )}
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </Container>
  );
}
