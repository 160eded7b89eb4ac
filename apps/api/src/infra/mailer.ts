import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { AppConfig } from './config.js';

export interface Mail {
  to: string;
  /** Where a reply goes when it is not the sender (a contact message: the person who wrote). */
  replyTo?: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise every mail is written to DATA_DIR/outbox, so that an
 * installation without mail still hands out its invitation links. The log names the file at info
 * level; the text, whose link is a secret that logs in whoever holds it, only at debug level.
 */
export interface MailLog {
  info(message: string): void;
  debug(message: string): void;
}

let outboxSequence = 0;

export function createMailer(config: AppConfig, log: MailLog): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: config.mailFrom, ...mail });
      },
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  return {
    async send(mail) {
      await mkdir(outbox, { recursive: true });
      // The process and sequence numbers keep two mails to one address in one millisecond apart.
      const file = path.join(
        outbox,
        `${Date.now()}-${process.pid}-${String(++outboxSequence).padStart(6, '0')}-${mail.to.replace(/[^a-z0-9@._-]/gi, '_')}.txt`,
      );
      const replyTo = mail.replyTo ? `Reply-To: ${mail.replyTo}\n` : '';
      await writeFile(
        file,
        `To: ${mail.to}\nFrom: ${config.mailFrom}\n${replyTo}Subject: ${mail.subject}\n\n${mail.text}\n`,
      );
      log.info(`Mail to ${mail.to} written to ${file}: ${mail.subject}`);
      log.debug(`Mail to ${mail.to}: ${mail.subject}\n${mail.text}`);
    },
  };
}

/** The address of a family's site as people open it (used in mails). */
export function familySiteUrl(config: AppConfig, domainName: string, pathname: string): string {
  return `${config.publicScheme}://${domainName}.${config.baseDomain}${portPart(config)}${pathname}`;
}

/** The address of the main site (no family), e.g. for a password-reset link. */
export function mainSiteUrl(config: AppConfig, pathname: string): string {
  return `${config.publicScheme}://${config.baseDomain}${portPart(config)}${pathname}`;
}

function portPart(config: AppConfig): string {
  const defaultPort = config.publicScheme === 'https' ? 443 : 80;
  return config.publicPort === defaultPort ? '' : `:${config.publicPort}`;
}
