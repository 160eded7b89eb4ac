import { z } from 'zod';

/** The Contact Us form (issue 16): a message to the family's admins. */

export const contactLimits = {
  nameMax: 100,
  emailMax: 254,
  messageMax: 5000,
  /** Messages one client address may send in an hour, over every family. */
  perAddressPerHour: 5,
  /** Messages that may name one sender email in an hour. */
  perEmailPerHour: 3,
  /** Messages one family may receive in an hour, from any number of addresses. */
  perFamilyPerHour: 20,
} as const;

export const contactMessages = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${contactLimits.nameMax} characters`,
  nameOneLine: 'Write the name on one line',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter valid Email',
  messageRequired: 'Message is required',
  messageTooLong: `Message must be at most ${contactLimits.messageMax} characters`,
  sent: 'Thank you. Your message has been sent to the family admins.',
  tooMany: 'Too many messages were sent. Please try again in an hour.',
  noAdmin: 'This family has no admin to write to yet.',
  familyBusy:
    'This family has received many messages in the last hour. Please try again in an hour.',
} as const;

const trimmed = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

export const contactInputSchema = z.object({
  // No line breaks or other controls: the name goes into the mail's subject line.
  name: trimmed(
    contactMessages.nameRequired,
    contactLimits.nameMax,
    contactMessages.nameTooLong,
  ).refine((v) => !/\p{Cc}/u.test(v), contactMessages.nameOneLine),
  email: trimmed(
    contactMessages.emailRequired,
    contactLimits.emailMax,
    contactMessages.emailInvalid,
  )
    .pipe(z.email(contactMessages.emailInvalid))
    .transform((v) => v.toLowerCase()),
  message: trimmed(
    contactMessages.messageRequired,
    contactLimits.messageMax,
    contactMessages.messageTooLong,
  ),
  /**
   * The spam trap: hidden from people (and from screen readers), so only a bot fills it in. A
   * filled trap is answered like a sent message and sends nothing.
   */
  website: z.string().max(2000).optional().default(''),
});
export type ContactInput = z.input<typeof contactInputSchema>;

export const contactResultSchema = z.object({ message: z.string() });
