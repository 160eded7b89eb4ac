import { apiPaths } from '@familytree/shared';
import { afterEach, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestContext,
  platformAdminToken,
  lastInvitationToken,
  uniqueEmail,
  uniqueName,
  type TestContext,
} from '../test-support/index.js';
import type { AppConfig } from './config.js';
import { redactUrl } from './log-redaction.js';

let t: TestContext | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

interface LogLine {
  level: number;
  msg?: string;
  req?: { url?: string };
}

/** An app whose log lines are collected, and an invitation mailed through the outbox. */
async function inviteWithLog(logLevel: AppConfig['logLevel']) {
  const lines: LogLine[] = [];
  t = await createTestContext(
    { logLevel },
    { logStream: { write: (line) => void lines.push(JSON.parse(line) as LogLine) } },
  );
  const token = await platformAdminToken(t.app, t.context);
  const adminEmail = uniqueEmail('invited');
  const created = await t.app.inject({
    method: 'POST',
    url: apiPaths.platformFamilies,
    headers: bearer(token),
    payload: {
      name: 'Logged Family',
      domainName: uniqueName('logged'),
      adminEmail,
      adminFirstName: 'Ivy',
      adminLastName: 'Invited',
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return { lines, invitation: lastInvitationToken(t.context, adminEmail) };
}

describe('secrets in the log', () => {
  it('never writes an invitation token at info level, neither from the mail nor from a URL', async () => {
    const { lines, invitation } = await inviteWithLog('info');
    await t!.app.inject({ method: 'GET', url: apiPaths.invitation(invitation) });
    await t!.app.inject({ method: 'GET', url: `/invitation/${invitation}` });
    const text = lines.map((l) => JSON.stringify(l)).join('\n');
    expect(text).toContain('written to');
    expect(text).toContain('/api/invitations/[redacted]');
    expect(text).not.toContain(invitation);
  });

  it('writes the mail text, link included, at debug level for installations without mail', async () => {
    const { lines, invitation } = await inviteWithLog('debug');
    const debugLines = lines.filter((l) => l.level === 20).map((l) => l.msg ?? '');
    expect(debugLines.some((m) => m.includes(`/invitation/${invitation}`))).toBe(true);
  });

  it('keeps every other URL whole', () => {
    expect(redactUrl('/api/invitations/abc123/accept?x=1')).toBe(
      '/api/invitations/[redacted]/accept?x=1',
    );
    expect(redactUrl('/invitation/abc123')).toBe('/invitation/[redacted]');
    expect(redactUrl('/api/member/12/profile?tab=1')).toBe('/api/member/12/profile?tab=1');
  });
});
