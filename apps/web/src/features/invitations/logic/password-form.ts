import { acceptInvitationSchema, translator, type Translate } from '@familytree/shared';
import { z } from 'zod';
import { invitationsMessages } from '../messages';

type InvitationsT = Translate<typeof invitationsMessages.en>;
const english: InvitationsT = translator(invitationsMessages.en, 'en', invitationsMessages.en);

/**
 * The password the server asks for (its length rule; the server also refuses common ones), typed
 * twice; the second field's messages in the language of `t`.
 */
export const choosePasswordSchemaIn = (t: InvitationsT = english) =>
  z
    .object({
      password: acceptInvitationSchema.shape.password,
      confirmPassword: z.string().min(1, t('typePasswordAgain')),
    })
    .refine((values) => values.password === values.confirmPassword, {
      path: ['confirmPassword'],
      message: t('passwordsDoNotMatch'),
    });

export const choosePasswordSchema = choosePasswordSchemaIn();

export type ChoosePasswordValues = z.infer<typeof choosePasswordSchema>;
