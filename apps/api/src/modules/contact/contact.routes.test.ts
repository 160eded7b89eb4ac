import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contactFamilyContract, contactLimits, contactMessages, pathOf } from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFamily,
  createUser,
  createTestContext,
  snapshotTables,
  type TestContext,
  type TestFamily,
  type TestUser,
} from '../../test-support/index.js';

let t: TestContext;
let family: TestFamily;
let secondAdmin: TestUser;
let branchAdmin: TestUser;
let addressCounter = 0;

const sent = 'Thank you. Your message has been sent to the family admins.';
/** A fresh client address per call unless given, so the per-address limit is tested on its own. */
const nextAddress = () => `10.0.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

const outbox = () => path.join(t.context.config.dataDir, 'outbox');
const mails = (): string[] => {
  try {
    return readdirSync(outbox())
      .sort()
      .map((f) => readFileSync(path.join(outbox(), f), 'utf8'));
  } catch {
    return [];
  }
};

const contact = (body: unknown, remoteAddress = nextAddress()) =>
  t.app.inject({
    method: 'POST',
    url: pathOf(contactFamilyContract, { familyId: family.familyId }),
    payload: body as object,
    headers: { host: `${family.domainName}.localhost` },
    remoteAddress,
  });

let senderCounter = 0;
const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Mary Jones',
  email: `mary${++senderCounter}@example.org`,
  message: 'Is my grandmother in your tree?\nShe was born in Cork.',
  ...overrides,
});

beforeAll(async () => {
  t = await createTestContext();
  family = await createFamily(t.context);
  secondAdmin = await createUser(t.context, {
    memberships: [{ familyId: family.familyId, role: 'FAMILY_ADMIN' }],
  });
  branchAdmin = await createUser(t.context, {
    memberships: [{ familyId: family.familyId, role: 'BRANCH_ADMIN' }],
  });
  // Logins hash passwords: slow on a busy machine.
}, 120_000);
afterAll(() => t?.close());

describe('Contact Us', () => {
  it("mails the message to each of the family's admins, and to no branch admin", async () => {
    const before = mails().length;
    const res = await contact(message({ email: 'Mary.Jones@Example.org' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: sent });
    const fresh = mails().slice(before);
    expect(fresh.map((m) => m.split('\n')[0]).sort()).toEqual(
      [`To: ${family.admin.email}`, `To: ${secondAdmin.email}`].sort(),
    );
    expect(fresh.join()).not.toContain(branchAdmin.email);
    expect(fresh[0]).toContain(`Subject: Message from Mary Jones through the ${family.name} site`);
    expect(fresh[0]).toContain('mary.jones@example.org');
    expect(fresh[0]).toContain('She was born in Cork.');
  });

  it('answers a filled spam trap as sent, and sends nothing', async () => {
    const before = mails().length;
    const res = await contact(message({ website: 'http://spam.example' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: sent });
    expect(mails()).toHaveLength(before);
  });

  it('takes five messages an hour from one address, then refuses (429)', async () => {
    const address = '192.0.2.7';
    for (let i = 0; i < 5; i++) expect((await contact(message(), address)).statusCode).toBe(200);
    const before = await snapshotTables(t.context.db);
    const mailsBefore = mails().length;
    const res = await contact(message(), address);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('Too many messages were sent. Please try again in an hour.');
    expect(mails()).toHaveLength(mailsBefore);
    expect(await snapshotTables(t.context.db)).toBe(before);
    expect((await contact(message())).statusCode).toBe(200);
  });

  it('the mail to the admins has Reply-To: the sender, so that Reply reaches them', async () => {
    const before = mails().length;
    expect((await contact(message({ email: 'Ann.Reply@Example.org' }))).statusCode).toBe(200);
    const fresh = mails().slice(before);
    expect(fresh).toHaveLength(2);
    for (const mail of fresh) expect(mail).toContain('\nReply-To: ann.reply@example.org\n');
  });

  it('takes three messages an hour naming one email, from any address, then refuses', async () => {
    const email = 'busy@example.org';
    for (let i = 0; i < 3; i++) expect((await contact(message({ email }))).statusCode).toBe(200);
    expect((await contact(message({ email: 'BUSY@example.org' }))).statusCode).toBe(429);
  });
});

describe('a family takes a bounded number of messages an hour, from any number of addresses', () => {
  it(`mails the first ${contactLimits.perFamilyPerHour} of 200 messages from 200 addresses, then refuses (429)`, async () => {
    const quiet = await createFamily(t.context);
    const send = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: pathOf(contactFamilyContract, { familyId: quiet.familyId }),
        payload: message({ email: `flood${i}@example.org` }),
        headers: { host: `${quiet.domainName}.localhost` },
        remoteAddress: `198.51.${Math.floor(i / 250)}.${i % 250}`,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 200; i++) statuses.push((await send(i)).statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(contactLimits.perFamilyPerHour);
    expect(statuses.slice(contactLimits.perFamilyPerHour).every((s) => s === 429)).toBe(true);
    const toQuiet = mails().filter((m) => m.startsWith(`To: ${quiet.admin.email}\n`));
    expect(toQuiet).toHaveLength(contactLimits.perFamilyPerHour);
    const refused = await send(999);
    expect(refused.json().message).toBe(contactMessages.familyBusy);
    // Another family's form is not affected.
    expect((await contact(message())).statusCode).toBe(200);
  }, 120_000);
});

describe('bad contact messages are refused and send nothing', () => {
  it.each([
    ['no name', { name: undefined }, 'name', 'Name is required'],
    ['a blank name', { name: '  ' }, 'name', 'Name is required'],
    [
      'a name over 100 characters',
      { name: 'n'.repeat(101) },
      'name',
      'Name must be at most 100 characters',
    ],
    ['a name over two lines', { name: 'Mary\nBcc: x@y.z' }, 'name', 'Write the name on one line'],
    ['no email', { email: undefined }, 'email', 'Email is required'],
    ['an email that is no address', { email: 'mary-at-home' }, 'email', 'Enter valid Email'],
    ['no message', { message: undefined }, 'message', 'Message is required'],
    ['a blank message', { message: ' \n ' }, 'message', 'Message is required'],
    [
      'a message over 5000 characters',
      { message: 'm'.repeat(5001) },
      'message',
      'Message must be at most 5000 characters',
    ],
    ['an unknown field', { phone: '123' }, 'phone', 'This field is not part of this request.'],
  ])('refuses %s (400)', async (_label, overrides, field, text) => {
    const before = await snapshotTables(t.context.db);
    const mailsBefore = mails().length;
    const res = await contact(message(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: text, fields: { [field]: text } });
    expect(mails()).toHaveLength(mailsBefore);
    expect(await snapshotTables(t.context.db)).toBe(before);
  });
});
