import type { CreateFamilyRequest, PlatformFamily } from '@familytree/shared';
import { Alert, Button, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/FormDialog';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCreateFamilyMutation } from '../api/create-family';
import {
  createFamilyFields,
  createFamilyFormSchema,
  emptyCreateFamily,
} from '../logic/create-family-form';

const fieldLabels: Record<(typeof createFamilyFields)[number], [string, string?]> = {
  name: ['Family name'],
  domainName: ['Sub-domain', 'lowercase letters, digits and hyphens'],
  adminEmail: ['Admin email'],
  adminFirstName: ['Admin first name'],
  adminLastName: ['Admin last name'],
};

/** A new family, its sub-domain and its first family admin, who is invited by mail. */
export function CreateFamilyDialog(props: {
  token: string;
  onClose: () => void;
  onCreated: (family: PlatformFamily, adminEmail: string) => void;
}) {
  const { token, onClose, onCreated } = props;
  const create = useCreateFamilyMutation(token);
  const form = useForm<CreateFamilyRequest>({
    resolver: zodResolver(createFamilyFormSchema),
    mode: 'onTouched',
    defaultValues: emptyCreateFamily,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const family = await create.mutateAsync(values);
      onCreated(family, values.adminEmail);
    } catch (error) {
      showServerFieldErrors(error, createFamilyFields, form.setError);
    }
  });

  return (
    <FormDialog
      title="Create family"
      onClose={isSubmitting ? undefined : onClose}
      onSubmit={onSubmit}
      actions={
        <>
          <Button onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            Create family
          </Button>
        </>
      }
    >
      {create.error && (
        <Alert
          severity="error"
          onClose={() => {
            create.reset();
            form.setFocus('name');
          }}
        >
          {create.error.message}
        </Alert>
      )}
      {createFamilyFields.map((field, index) => {
        const [label, hint] = fieldLabels[field];
        return (
          <TextField
            key={field}
            label={label}
            required
            autoFocus={index === 0}
            autoComplete="off"
            type={field === 'adminEmail' ? 'email' : 'text'}
            error={!!errors[field]}
            helperText={errors[field]?.message ?? hint}
            {...form.register(field)}
          />
        );
      })}
    </FormDialog>
  );
}
