import { menuRenameSchema } from '@familytree/shared';
import { z } from 'zod';

/** The Edit Menu Name form checks with the server's own rule (at most 30 characters). */
export const menuNameFormSchema = menuRenameSchema
  .pick({ menuName: true })
  .extend({ enabled: z.boolean() });
export type MenuNameForm = z.infer<typeof menuNameFormSchema>;
