import { contactInputSchema, contactResultSchema } from '../contact.js';
import { defineContract } from './contract.js';
import { familyParams } from './common.js';
import { strictBody } from './strict.js';

export const contactFamilyContract = defineContract({
  method: 'POST',
  path: '/api/family/:familyId/contact',
  scope: { scope: 'family', ids: { familyId: 'family' } },
  summary: 'Write to the family admins',
  description:
    "Mails the message to the family's active admins. Limited per client address and per sender email (429); `website` is a spam trap that people leave empty.",
  tags: ['Contact'],
  auth: 'none',
  params: familyParams,
  body: strictBody(contactInputSchema),
  bodyExample: { name: 'Mary Jones', email: 'mary@example.org', message: 'Hello!', website: '' },
  responses: { 200: contactResultSchema },
});
