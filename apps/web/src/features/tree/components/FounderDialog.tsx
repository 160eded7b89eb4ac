import { Alert, Button } from '@mui/material';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/FormDialog';
import type { ApiError } from '../../../lib/api-client';
import { useAddFounderMutation } from '../api/add-founder';
import { emptyFormValues, toFounderRequest, type MemberFormValues } from '../logic/member-form';
import { resolverFrom } from './member-dialog/form-resolver';
import { NameGenderFields } from './member-dialog/NameGenderFields';

/** The form that adds a family's first person (a founder: no parents). */
export function FounderDialog(props: { familyId: number; open: boolean; onClose: () => void }) {
  const { familyId, open, onClose } = props;
  const addFounder = useAddFounderMutation(familyId);
  const form = useForm<MemberFormValues>({
    defaultValues: emptyFormValues,
    resolver: resolverFrom((values) => toFounderRequest(values).errors),
  });
  const close = () => {
    form.reset(emptyFormValues);
    addFounder.reset();
    onClose();
  };
  const onSubmit = form.handleSubmit(async (values) => {
    const { request } = toFounderRequest(values);
    if (!request) return;
    try {
      await addFounder.mutateAsync(request);
      close();
    } catch (error) {
      for (const [field, message] of Object.entries((error as ApiError).fields ?? {})) {
        if (field in emptyFormValues) form.setError(field as keyof MemberFormValues, { message });
      }
    }
  });
  return (
    <FormDialog
      title="Add the first member"
      open={open}
      onClose={close}
      onSubmit={onSubmit}
      actions={
        <>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            Save
          </Button>
        </>
      }
    >
      {addFounder.error && <Alert severity="error">{addFounder.error.message}</Alert>}
      <NameGenderFields control={form.control} errors={form.formState.errors} />
    </FormDialog>
  );
}
