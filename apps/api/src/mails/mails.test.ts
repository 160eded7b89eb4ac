import { apiPaths } from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  awaitPasswordResetToken,
  bearer,
  createFamily,
  createTestContext,
  mailsTo,
  platformAdminToken,
  uniqueEmail,
  uniqueName,
  type TestContext,
  type TestFamily,
} from '../test-support/index.js';
import { invitationMail, passwordResetMail } from './mails.js';

// Issue 31: a mail speaks the language of the request that caused it (an invitation: the
// inviter's, as the invitee's is not known yet).

let t: TestContext;
let family: TestFamily;
let platformToken: string;

beforeAll(async () => {
  t = await createTestContext();
  family = await createFamily(t.context);
  platformToken = await platformAdminToken(t.app, t.context);
});

afterAll(async () => {
  await t?.close();
});

const subjectOf = (mail: string) => /^Subject: (.*)$/m.exec(mail)?.[1];
const bodyOf = (mail: string) => mail.slice(mail.indexOf('\n\n') + 2);

describe('mails in the language of the request', () => {
  it('mails a password-reset link in German to who asked in German', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: apiPaths.passwordReset,
      headers: { 'accept-language': 'de-AT, en;q=0.5' },
      payload: { email: family.admin.email },
      remoteAddress: '10.9.0.1',
    });
    expect(res.statusCode).toBe(200);
    const token = await awaitPasswordResetToken(t.context, family.admin.email);
    const mail = mailsTo(t.context, family.admin.email).at(-1)!;
    expect(subjectOf(mail)).toBe('Neues Passwort für Family Tree festlegen');
    expect(bodyOf(mail)).toBe(
      `Hallo ${family.admin.firstName},\n\n` +
        'Jemand, hoffentlich Sie, möchte ein neues Passwort für Ihr Family-Tree-Konto festlegen.\n' +
        'Öffnen Sie diesen Link innerhalb einer Stunde, um es festzulegen (er funktioniert nur einmal):\n\n' +
        `http://localhost:${t.context.config.publicPort}/password-reset/${token}\n\n` +
        'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.\n\n',
    );
  });

  it('invites a new family’s first admin in German when the platform admin asks in German', async () => {
    const domainName = uniqueName('de');
    const adminEmail = uniqueEmail('erste');
    const res = await t.app.inject({
      method: 'POST',
      url: apiPaths.platformFamilies,
      headers: { ...bearer(platformToken), 'accept-language': 'de' },
      payload: {
        name: 'Familie Weber',
        domainName,
        adminEmail,
        adminFirstName: 'Greta',
        adminLastName: 'Weber',
      },
    });
    expect(res.statusCode).toBe(201);
    const mail = mailsTo(t.context, adminEmail).at(-1)!;
    expect(subjectOf(mail)).toBe('Sie sind zum Stammbaum Familie Weber eingeladen');
    expect(bodyOf(mail)).toMatch(
      /^Hallo Greta,\n\nSie wurden als Familienverwalter eingeladen, um beim Pflegen des Stammbaums Familie Weber zu helfen\.\nÖffnen Sie diesen Link innerhalb von 7 Tagen, um Ihr Passwort festzulegen:\n\nhttp:\/\/.+\/invitation\/[A-Za-z0-9_-]+\n\n$/,
    );
  });
});

describe('the mails in English', () => {
  it('say what they said before, word for word', async () => {
    const link = 'https://koshy.example.org/invitation/abc';
    expect(
      await invitationMail(
        { firstName: 'Mia', familyName: 'Koshy', role: 'MEMBER', hasPassword: true, link },
        'en',
      ),
    ).toEqual({
      subject: 'You are invited to the Koshy family tree',
      text: `Hello Mia,\n\nYou have been invited to keep your own profile in the Koshy family tree.\nOpen this link within 7 days to log in with your existing account and accept or decline:\n\n${link}\n`,
    });
    expect(
      (
        await invitationMail(
          { firstName: 'Mia', familyName: 'Koshy', role: 'BRANCH_ADMIN', hasPassword: false, link },
          'en',
        )
      ).text,
    ).toBe(
      `Hello Mia,\n\nYou have been invited as a branch admin to help keep the Koshy family tree.\nOpen this link within 7 days to choose your password:\n\n${link}\n`,
    );
    expect(await passwordResetMail({ firstName: 'Mia', link }, 'en')).toEqual({
      subject: 'Choose a new Family Tree password',
      text: `Hello Mia,\n\nSomeone, hopefully you, asked to choose a new password for your Family Tree account.\nOpen this link within one hour to choose it (it works once):\n\n${link}\n\nIf it was not you, ignore this mail: your password stays as it is.\n`,
    });
  });
});
