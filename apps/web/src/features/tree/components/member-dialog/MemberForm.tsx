import {
  isLinkRequestSent,
  type LinkRequestSent,
  type MemberDetail,
  type MemberType,
} from '@familytree/shared';
import { Alert, Box, Button, DialogActions, DialogContent, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { ApiError } from '../../../../lib/api-client';
import { useSaveMemberMutation } from '../../api/save-member';
import { useFormMessage, useFormTexts } from '../../hooks/use-tree-text';
import { childOrderRange } from '../../logic/child-order';
import {
  initialFormValues,
  toSaveRequest,
  validateMemberForm,
  type MemberFormValues,
} from '../../logic/member-form';
import { ExistingSpouseFields } from './ExistingSpouseFields';
import { formFieldErrors, resolverFrom } from './form-resolver';
import { MarriageFields } from './MarriageFields';
import { NameGenderFields } from './NameGenderFields';
import { ChildOrderField, OtherParentField } from './OrderAndParentFields';
import type { TreeKey } from '../../logic/tree-text';
import { SpouseModeField } from './SpouseModeField';

const headings: Record<MemberType, TreeKey> = {
  SELF: 'editMember',
  FATHER: 'addFather',
  MOTHER: 'addMother',
  SPOUSE: 'addSpouse',
  CHILD: 'addChild',
};

interface MemberFormProps {
  memberType: MemberType;
  detail: MemberDetail;
  parentId: number;
  onCancel: () => void;
  onSaved: () => void;
  /** Linking a person of another family became a request to that family. */
  onRequestSent: (sent: LinkRequestSent) => void;
}

/** Edit the member or add a relative; Save posts the save-member payload (spec part 5). */
export function MemberForm(props: MemberFormProps) {
  const { memberType, detail, parentId, onCancel, onSaved, onRequestSent } = props;
  const texts = useFormTexts();
  const { t } = texts;
  const message = useFormMessage();
  const headingId = useId();
  const range = childOrderRange(memberType, detail);
  const save = useSaveMemberMutation();
  const form = useForm<MemberFormValues>({
    defaultValues: initialFormValues(memberType, detail),
    resolver: resolverFrom((values) => validateMemberForm(memberType, values, detail, texts)),
  });
  const { control, formState, setError, setValue } = form;
  const existing = useWatch({ control, name: 'existing' });
  const linking = memberType === 'SPOUSE' && existing;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const body = toSaveRequest(memberType, values, range);
      const saved = await save.mutateAsync({ parentId, memberId: detail.personId, body });
      if (isLinkRequestSent(saved)) onRequestSent(saved);
      else onSaved();
    } catch (error) {
      for (const [field, text] of formFieldErrors((error as ApiError).fields ?? {}, memberType)) {
        setError(field, { message: message(text) });
      }
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography id={headingId} variant="h6" component="h3">
            {t(headings[memberType])}
          </Typography>
          {save.error && <Alert severity="error">{message(save.error.message)}</Alert>}
          {memberType === 'SPOUSE' && <SpouseModeField control={control} />}
          {linking ? (
            <ExistingSpouseFields control={control} errors={formState.errors} setValue={setValue} />
          ) : (
            <>
              <NameGenderFields
                control={control}
                errors={formState.errors}
                genderLocked={memberType === 'FATHER' || memberType === 'MOTHER'}
              />
              {range && (
                <ChildOrderField control={control} errors={formState.errors} range={range} />
              )}
              {memberType === 'CHILD' && detail.spouses.length > 1 && (
                <OtherParentField
                  control={control}
                  errors={formState.errors}
                  spouses={detail.spouses}
                />
              )}
            </>
          )}
          {memberType === 'SPOUSE' && (
            <MarriageFields control={control} errors={formState.errors} />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {t('save')}
        </Button>
      </DialogActions>
    </Box>
  );
}
