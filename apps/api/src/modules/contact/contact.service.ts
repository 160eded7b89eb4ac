import { contactLimits, contactMessages, type contactInputSchema } from '@familytree/shared';
import type { z } from 'zod';
import type { AppContext } from '../../infra/context.js';
import { isoIn, nowIso } from '../../infra/clock.js';
import { conflict, notFound, tooManyRequests } from '../../infra/errors.js';
import type { Mailer } from '../../infra/mailer.js';
import { contactMail } from '../../mails/mails.js';
import { findFamilyById } from '../data/families.repository.js';
import { familyAdminEmails, recentSends, recordSend } from './contact.repository.js';

type ContactInput = z.output<typeof contactInputSchema>;
const hourMs = 60 * 60 * 1000;

/**
 * Contact Us (issue 16): mails a visitor's message to the family's admins. Sends are counted in
 * the database (so across server processes) per client address, per sender email and per family
 * (issue 28); a filled spam trap is answered as a success, counted, and sends nothing.
 */
export function createContactService({ db }: AppContext, mailer: Mailer) {
  return {
    async send(familyId: number, ip: string, input: ContactInput): Promise<{ message: string }> {
      const family = await findFamilyById(db, familyId);
      if (!family) throw notFound();
      const sends = await recentSends(db, { familyId, ip, email: input.email }, isoIn(-hourMs));
      if (
        sends.fromAddress >= contactLimits.perAddressPerHour ||
        sends.withEmail >= contactLimits.perEmailPerHour
      )
        throw tooManyRequests(contactMessages.tooMany);
      // Many addresses together could otherwise flood the admins' mailboxes.
      if (sends.toFamily >= contactLimits.perFamilyPerHour)
        throw tooManyRequests(contactMessages.familyBusy);
      const caughtBot = input.website.trim() !== '';
      const admins = caughtBot ? [] : await familyAdminEmails(db, familyId);
      if (!caughtBot && admins.length === 0) throw conflict(contactMessages.noAdmin);
      await recordSend(db, { familyId, ip, email: input.email, at: nowIso() });
      const mail = await contactMail({
        name: input.name,
        email: input.email,
        familyName: family.name,
        message: input.message,
      });
      for (const to of admins) {
        await mailer.send({ to, replyTo: input.email, ...mail });
      }
      return { message: contactMessages.sent };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
