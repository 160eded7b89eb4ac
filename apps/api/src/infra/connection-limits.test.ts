import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { apiPaths } from '@familytree/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test-support/index.js';
import type { AppConfig } from './config.js';

let t: TestContext | undefined;

afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Starts the real server on a free port of 127.0.0.1 with the given limits. */
async function listen(overrides: Partial<AppConfig>): Promise<number> {
  t = await createTestContext(overrides);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as AddressInfo).port;
}

interface OpenSocket {
  socket: net.Socket;
  /** Resolves with the milliseconds from opening until the server closed the connection. */
  closed: Promise<number>;
  received: () => string;
}

async function open(port: number, firstBytes = ''): Promise<OpenSocket> {
  const started = Date.now();
  const socket = net.connect({ port, host: '127.0.0.1' });
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) =>
    socket.once('close', () => resolve(Date.now() - started)),
  );
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  if (firstBytes) socket.write(firstBytes);
  return { socket, closed, received: () => received };
}

const within = <T>(promise: Promise<T>, ms: number): Promise<T | 'still open'> =>
  Promise.race([
    promise,
    new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), ms)),
  ]);

const unfinishedBody =
  `POST ${apiPaths.login} HTTP/1.1\r\nHost: localhost\r\n` +
  'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email": "';

async function served(port: number): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}${apiPaths.config}`, {
    headers: { host: 'localhost' },
  });
  await response.arrayBuffer();
  return response.status;
}

describe('slow clients', () => {
  it('closes connections whose body never finishes within the request timeout, while others are served', async () => {
    const port = await listen({ headersTimeoutMs: 300, requestTimeoutMs: 600 });
    const slow = await Promise.all(Array.from({ length: 40 }, () => open(port, unfinishedBody)));
    expect(await served(port)).toBe(200);
    const closedAfter = await Promise.all(slow.map((s) => within(s.closed, 3000)));
    for (const ms of closedAfter) {
      expect(ms).not.toBe('still open');
      expect(ms).toBeGreaterThanOrEqual(500);
    }
    expect(await served(port)).toBe(200);
  });

  it('closes connections whose headers never finish within the headers timeout', async () => {
    const port = await listen({ headersTimeoutMs: 300, requestTimeoutMs: 5000 });
    const slow = await open(port, `GET ${apiPaths.config} HTTP/1.1\r\nHost: local`);
    expect(await within(slow.closed, 2000)).toBeLessThan(2000);
  });

  it('closes an idle keep-alive connection after the keep-alive timeout', async () => {
    const port = await listen({ keepAliveTimeoutMs: 300 });
    const client = await open(port, `GET ${apiPaths.config} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(await within(client.closed, 2000)).toBeLessThan(2000);
    expect(client.received()).toMatch(/^HTTP\/1\.1 200/);
  });
});

describe('connections per address', () => {
  it('refuses a connection beyond the cap of its address and serves again once one closes', async () => {
    const port = await listen({ maxConnectionsPerAddress: 3 });
    const held = await Promise.all([open(port), open(port), open(port)]);
    const extra = await open(port);
    expect(await within(extra.closed, 2000)).toBeLessThan(2000);
    expect(extra.received()).toBe('');
    for (const s of held) expect(s.socket.destroyed).toBe(false);

    held[0]!.socket.destroy();
    await held[0]!.closed;
    // The server sees the close a moment after the client does.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await served(port)).toBe(200);
    for (const s of held) s.socket.destroy();
  });

  it('has no cap with 0', async () => {
    const port = await listen({ maxConnectionsPerAddress: 0 });
    const many = await Promise.all(Array.from({ length: 20 }, () => open(port)));
    expect(await served(port)).toBe(200);
    for (const s of many) expect(s.socket.destroyed).toBe(false);
    for (const s of many) s.socket.destroy();
  });
});
