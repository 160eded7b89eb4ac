import type { BranchAdmin } from '@familytree/shared';
import { Alert, Button } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DestructiveConfirmDialog } from '../../../components/DestructiveConfirmDialog';
import { FormDialog } from '../../../components/FormDialog';
import { useSpecText, useT } from '../../../lib/i18n';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSaveBranchAdminMutation } from '../api/save-branch-admin';
import {
  branchAdminFormSchema,
  formFields,
  formValuesOf,
  isAccountLocked,
  isStatusOffered,
  needsBlockConfirmation,
  toSaveRequest,
  type BranchAdminFormValues,
} from '../logic/branch-admin-form';
import { branchAdminsMessages } from '../messages';
import { BranchAdminFields } from './BranchAdminFields';

/** The add/edit dialog titled Branch Admin (spec part 2, "Branch admin list"; part 5). */
export function BranchAdminDialog(props: {
  familyId: number;
  /** The admin being edited, or null to add one. */
  admin: BranchAdmin | null;
  onClose: () => void;
  onSaved: (saved: BranchAdmin, added: boolean) => void;
}) {
  const { familyId, admin, onClose, onSaved } = props;
  const t = useT(branchAdminsMessages);
  const { t: spec, text } = useSpecText();
  const save = useSaveBranchAdminMutation(familyId);
  const [serverError, setServerError] = useState<string | null>(null);
  const [pendingBlock, setPendingBlock] = useState<BranchAdminFormValues | null>(null);
  const form = useForm<BranchAdminFormValues>({
    resolver: zodResolver(branchAdminFormSchema),
    mode: 'onTouched',
    defaultValues: formValuesOf(admin),
  });
  const { errors, isValid, isSubmitting } = form.formState;
  const busy = isSubmitting || save.isPending;

  const submit = async (values: BranchAdminFormValues) => {
    setServerError(null);
    try {
      const saved = await save.mutateAsync(toSaveRequest(values, admin));
      onSaved(saved, admin === null);
    } catch (error) {
      setServerError((error as Error).message);
      showServerFieldErrors(error, formFields, form.setError);
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (needsBlockConfirmation(values, admin)) setPendingBlock(values);
    else await submit(values);
  });

  const confirmBlock = () => {
    const values = pendingBlock;
    setPendingBlock(null);
    if (values) void submit(values);
  };

  return (
    <FormDialog
      title={t('dialogTitle')}
      onClose={busy ? undefined : onClose}
      onSubmit={onSubmit}
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={!isValid || busy}>
            {t('save')}
          </Button>
        </>
      }
      outsideForm={
        // The spec's confirmation before a branch admin is blocked (parts 4 and 8).
        <DestructiveConfirmDialog
          open={pendingBlock !== null}
          message={spec('branchAdmin.blockConfirm')}
          busy={busy}
          onCancel={() => setPendingBlock(null)}
          onConfirm={confirmBlock}
        />
      }
    >
      {serverError && (
        <Alert
          severity="error"
          onClose={() => {
            setServerError(null);
            // Keep the focus inside the dialog once the alert's button is gone.
            form.setFocus(isAccountLocked(admin) ? 'status' : 'firstName');
          }}
        >
          {text(serverError)}
        </Alert>
      )}
      <BranchAdminFields
        register={form.register}
        control={form.control}
        errors={errors}
        withStatus={admin !== null}
        accountLocked={isAccountLocked(admin)}
        isStatusOffered={(status) => isStatusOffered(status, admin)}
      />
    </FormDialog>
  );
}
