import { Alert, Button } from '@mui/material';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/FormDialog';
import type { ApiError } from '../../../lib/api-client';
import { useAddFounderMutation } from '../api/add-founder';
import { useFormMessage, useFormTexts } from '../hooks/use-tree-text';
import { emptyFormValues, toFounderRequest, type MemberFormValues } from '../logic/member-form';
import { resolverFrom } from './member-dialog/form-resolver';
import { NameGenderFields } from './member-dialog/NameGenderFields';

/** The form that adds a family's first person (a founder: no parents). */
export function FounderDialog(props: { familyId: number; open: boolean; onClose: () => void }) {
  const { familyId, open, onClose } = props;
  const texts = useFormTexts();
  const message = useFormMessage();
  const addFounder = useAddFounderMutation(familyId);
  const form = useForm<MemberFormValues>({
    defaultValues: emptyFormValues,
    resolver: resolverFrom((values) => toFounderRequest(values, texts).errors),
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
      for (const [field, text] of Object.entries((error as ApiError).fields ?? {})) {
        if (field in emptyFormValues)
          form.setError(field as keyof MemberFormValues, { message: message(text) });
      }
    }
  });
  return (
    <FormDialog
      title={texts.t('addFirstMember')}
      open={open}
      onClose={close}
      onSubmit={onSubmit}
      actions={
        <>
          <Button onClick={close}>{texts.t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {texts.t('save')}
          </Button>
        </>
      }
    >
      {addFounder.error && <Alert severity="error">{message(addFounder.error.message)}</Alert>}
      <NameGenderFields control={form.control} errors={form.formState.errors} />
    </FormDialog>
  );
}
