import { limits } from '@familytree/shared';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { getMenusAll, menusAllQueryKey, type MenuWithContents } from '../api/get-menus-all';
import { useRenameMenuMutation } from '../api/rename-menu';
import { menuNameFormSchema, type MenuNameForm } from '../logic/menu-name-form';
import { formMessageIn } from '../logic/site-text';
import { siteMessages } from '../messages';
import { componentsMessages } from '../../../components/messages';
import { useSpecText, useT } from '../../../lib/i18n';

interface EditMenuNameDialogProps {
  menu: MenuWithContents;
  familyId: number;
  domainName: string;
  onClose: () => void;
}

/** Renames a menu and chooses whether the header shows it (spec part 2, "Menu configuration"). */
export function EditMenuNameDialog({
  menu,
  familyId,
  domainName,
  onClose,
}: EditMenuNameDialogProps) {
  const t = useT(siteMessages);
  const common = useT(componentsMessages);
  const formMessage = formMessageIn(t, useSpecText().text);
  const queryClient = useQueryClient();
  const rename = useRenameMenuMutation(familyId, domainName);
  // The version of the name this dialog opened (not of a background refetch): a rename by someone
  // else since then makes the save 409, and Reload shows theirs.
  const [opened, setOpened] = useState(menu.nameVersion);
  const form = useForm<MenuNameForm>({
    resolver: zodResolver(menuNameFormSchema),
    defaultValues: { menuName: menu.menuName, enabled: menu.enabled },
    mode: 'onChange',
  });
  const stale = rename.error instanceof ApiError && rename.error.status === 409;
  const reload = async () => {
    const menus = await queryClient.fetchQuery({
      queryKey: menusAllQueryKey(familyId, 'draft'),
      queryFn: () => getMenusAll(familyId, 'draft'),
      // Always from the server: the cached list is the one the conflict was about.
      staleTime: 0,
    });
    const fresh = menus.find((m) => m.menuId === menu.menuId);
    if (!fresh) return;
    rename.reset();
    setOpened(fresh.nameVersion);
    form.reset({ menuName: fresh.menuName, enabled: fresh.enabled });
  };
  const nameError = formMessage(form.formState.errors.menuName?.message);
  const length = form.watch('menuName').length;

  const submit = form.handleSubmit(async (values) => {
    try {
      await rename.mutateAsync({ body: { menuId: menu.menuId, ...values }, nameVersion: opened });
      onClose();
    } catch (error) {
      const field = error instanceof ApiError ? error.fields.menuName : undefined;
      if (field) form.setError('menuName', { message: field });
    }
  });

  return (
    <Dialog open onClose={rename.isPending ? undefined : onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle>{t('editMenuName')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {stale && (
              <Alert
                severity="warning"
                action={
                  <Button color="inherit" size="small" onClick={() => void reload()}>
                    {common('reload')}
                  </Button>
                }
              >
                {rename.error?.message}
              </Alert>
            )}
            {rename.isError &&
              !stale &&
              !(rename.error instanceof ApiError && rename.error.fields.menuName) && (
                <Alert severity="error">{rename.error.message}</Alert>
              )}
            <TextField
              label={t('menuName')}
              autoFocus
              required
              {...form.register('menuName')}
              error={Boolean(nameError)}
              helperText={nameError ?? `${length}/${limits.menuNameMax}`}
            />
            <Controller
              control={form.control}
              name="enabled"
              render={({ field }) => (
                <FormControlLabel
                  label={t('showInMenu')}
                  control={
                    <Switch
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                    />
                  }
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={rename.isPending}>
            {common('cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={rename.isPending || !form.formState.isValid}
          >
            {common('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
