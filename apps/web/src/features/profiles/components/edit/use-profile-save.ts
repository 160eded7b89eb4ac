import type { MemberProfile } from '@familytree/shared';
import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../../../lib/api-client';
import { useSpecText } from '../../../../lib/i18n';
import {
  useSaveProfileMutation,
  type ProfileSave,
  type ProfileSaveBodies,
} from '../../api/save-profile';
import { formFieldName } from '../../logic/month-range';
import { useUnsavedChangesPrompt } from './use-unsaved-changes-prompt';

export type SaveFeedback =
  | { kind: 'success'; text: string }
  | { kind: 'error'; text: string }
  | { kind: 'blocked'; text: string }
  /** Someone saved the tab after it was opened: nothing was saved, reloading shows theirs. */
  | { kind: 'conflict'; text: string; reload: () => Promise<void> }
  | null;

interface ProfileSaveOptions<K extends ProfileSave, V extends FieldValues> {
  memberId: number;
  save: K;
  form: UseFormReturn<V>;
  toRequest: (values: V) => { body: ProfileSaveBodies[K]; kept?: Record<string, number[]> };
  fromProfile: (profile: MemberProfile) => V;
  successText: string;
}

/**
 * Submits a profile form: an invalid form is not sent ('Please correct the errors before save.'),
 * server field errors go next to their fields, and a saved form starts again from what was saved.
 */
export function useProfileSave<K extends ProfileSave, V extends FieldValues>(
  options: ProfileSaveOptions<K, V>,
) {
  const { memberId, save, form, toRequest, fromProfile, successText } = options;
  const { t, text } = useSpecText();
  const mutation = useSaveProfileMutation(memberId, save);
  const [feedback, setFeedback] = useState<SaveFeedback>(null);
  useUnsavedChangesPrompt(form.formState.isDirty && !mutation.isPending);

  const reload = async () => {
    form.reset(fromProfile(await mutation.reload()));
    setFeedback(null);
  };

  const onValid = async (values: V) => {
    setFeedback(null);
    const { body, kept = {} } = toRequest(values);
    try {
      const saved = await mutation.mutateAsync(body);
      form.reset(fromProfile(saved));
      setFeedback({ kind: 'success', text: successText });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setFeedback({ kind: 'conflict', text: text(error.message), reload });
        return;
      }
      const fields = error instanceof ApiError ? Object.entries(error.fields) : [];
      for (const [field, message] of fields) {
        form.setError(formFieldName(field, kept) as FieldPath<V>, {
          type: 'server',
          message: text(message),
        });
      }
      setFeedback({ kind: 'error', text: text((error as Error).message) });
    }
  };
  const onInvalid = () => setFeedback({ kind: 'blocked', text: t('profile.correctErrors') });

  return {
    submit: form.handleSubmit(onValid, onInvalid),
    saving: mutation.isPending,
    feedback,
    clearFeedback: () => setFeedback(null),
  };
}
