import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { defineContract, errorCodes, messages } from '@familytree/shared';
import { z } from 'zod';
import { registerContractCompilers, route } from './contract-routes.js';
import { registerErrorHandler } from './error-handler.js';

// Registration from a contract: the input is parsed before the handler, and (with
// checkResponses, as in every test) a response that does not match its contract is a 500.

const echo = defineContract({
  method: 'POST',
  path: '/api/echo/:id',
  scope: { scope: 'site' },
  summary: 'test call',
  tags: ['test'],
  auth: 'none',
  params: z.object({ id: z.coerce.number().int().min(1) }),
  body: z.strictObject({ name: z.string().min(1, 'Name is required') }),
  responses: { 200: z.object({ id: z.number(), name: z.string() }) },
});

let app: FastifyInstance;
afterEach(() => app?.close());

async function appWith(
  checkResponses: boolean,
  answer: (id: number, name: string) => unknown,
): Promise<FastifyInstance> {
  app = Fastify({ logger: false });
  registerContractCompilers(app, { checkResponses });
  registerErrorHandler(app);
  route(app, echo, async ({ params, body }) => answer(params.id, body.name) as never);
  await app.ready();
  return app;
}

const post = (url: string, payload: unknown) =>
  app.inject({ method: 'POST', url, payload: payload as object });

describe('route(app, contract, handler)', () => {
  it('hands the handler parsed, typed input', async () => {
    await appWith(true, (id, name) => ({ id, name }));
    const res = await post('/api/echo/7', { name: 'Ada' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 7, name: 'Ada' });
  });

  it('refuses bad params, a bad field and an unknown field with 400 naming each', async () => {
    await appWith(true, (id, name) => ({ id, name }));
    expect((await post('/api/echo/x', { name: 'Ada' })).statusCode).toBe(400);
    const res = await post('/api/echo/7', { name: '', extra: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Name is required',
      code: errorCodes.invalidInput,
      fields: { name: 'Name is required', extra: messages.input.unknownField },
    });
  });

  it('answers 500 when the response does not match its contract', async () => {
    await appWith(true, (id) => ({ id, name: 42 }));
    const res = await post('/api/echo/7', { name: 'Ada' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      message: messages.common.serverError,
      code: errorCodes.serverError,
    });
  });

  it('sends the response as the handler built it when checking is off', async () => {
    await appWith(false, (id) => ({ id, name: 42 }));
    const res = await post('/api/echo/7', { name: 'Ada' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 7, name: 42 });
  });
});
