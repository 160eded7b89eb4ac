import type { Menu } from '@familytree/shared';
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
import { Controller, useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { zodResolver } from '../../../lib/zod-resolver';
import { useRenameMenuMutation } from '../api/rename-menu';
import { menuNameFormSchema, type MenuNameForm } from '../logic/menu-name-form';

interface EditMenuNameDialogProps {
  menu: Menu;
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
  const rename = useRenameMenuMutation(familyId, domainName);
  const form = useForm<MenuNameForm>({
    resolver: zodResolver(menuNameFormSchema),
    defaultValues: { menuName: menu.menuName, enabled: menu.enabled },
    mode: 'onChange',
  });
  const nameError = form.formState.errors.menuName?.message;
  const length = form.watch('menuName').length;

  const submit = form.handleSubmit(async (values) => {
    try {
      await rename.mutateAsync({ menuId: menu.menuId, ...values });
      onClose();
    } catch (error) {
      const field = error instanceof ApiError ? error.fields.menuName : undefined;
      if (field) form.setError('menuName', { message: field });
    }
  });

  return (
    <Dialog open onClose={rename.isPending ? undefined : onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle>Edit Menu Name</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {rename.isError &&
              !(rename.error instanceof ApiError && rename.error.fields.menuName) && (
                <Alert severity="error">{rename.error.message}</Alert>
              )}
            <TextField
              label="Menu name"
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
                  label="Show in menu"
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
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={rename.isPending || !form.formState.isValid}
          >
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
