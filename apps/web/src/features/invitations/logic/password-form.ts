import { acceptInvitationSchema } from '@familytree/shared';
import { z } from 'zod';

/** The password the server asks for (its length rule; the server also refuses common ones), typed twice. */
export const choosePasswordSchema = z
  .object({
    password: acceptInvitationSchema.shape.password,
    confirmPassword: z.string().min(1, 'Type the password again'),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match',
  });

export type ChoosePasswordValues = z.infer<typeof choosePasswordSchema>;
