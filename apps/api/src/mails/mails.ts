import { loadMessages, translator, type Locale } from '@familytree/shared';
import { currentLocale } from '../infra/request-locale.js';
import { mailMessages } from './messages/index.js';

/** A mail's words, before the mailer adds who it goes to. */
export interface MailText {
  subject: string;
  text: string;
}

/**
 * The mails' texts in a language: by default the language of the request being served, the one
 * that caused the mail (an invitation: the inviter's request, as the invitee's language is not
 * known yet; a password reset: the asker's; a contact message: the visitor's).
 */
async function mailTranslator(locale: Locale = currentLocale()) {
  return translator(await loadMessages(mailMessages, locale), locale, mailMessages.en);
}

export async function invitationMail(
  invite: {
    firstName: string;
    familyName: string;
    role: string;
    hasPassword: boolean;
    link: string;
  },
  locale?: Locale,
): Promise<MailText> {
  const t = await mailTranslator(locale);
  const family = { familyName: invite.familyName };
  const invited =
    invite.role === 'MEMBER'
      ? t('invitation.asMember', family)
      : invite.role === 'FAMILY_ADMIN'
        ? t('invitation.asFamilyAdmin', family)
        : t('invitation.asBranchAdmin', family);
  // An existing account is only asked: the link leads to a login, never to a new password.
  const open = invite.hasPassword
    ? t('invitation.openToAnswer')
    : t('invitation.openToChoosePassword');
  return {
    subject: t('invitation.subject', family),
    text: `${t('hello', { firstName: invite.firstName })}\n\n${invited}\n${open}\n\n${invite.link}\n`,
  };
}

export async function passwordResetMail(
  reset: { firstName: string; link: string },
  locale?: Locale,
): Promise<MailText> {
  const t = await mailTranslator(locale);
  return {
    subject: t('passwordReset.subject'),
    text:
      `${t('hello', { firstName: reset.firstName })}\n\n${t('passwordReset.asked')}\n` +
      `${t('passwordReset.open')}\n\n${reset.link}\n\n${t('passwordReset.notYou')}\n`,
  };
}

export async function contactMail(
  message: { name: string; email: string; familyName: string; message: string },
  locale?: Locale,
): Promise<MailText> {
  const t = await mailTranslator(locale);
  const { name, email, familyName } = message;
  return {
    subject: t('contact.subject', { name, familyName }),
    text:
      `${t('contact.wrote', { sender: `${name} <${email}>`, familyName })}\n\n` +
      `${message.message}\n\n${t('contact.replyTo', { email })}`,
  };
}
