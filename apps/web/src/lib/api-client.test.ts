import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineContract } from '@familytree/shared';
import { z } from 'zod';
import { ApiError, apiRequest } from './api-client';

const contract = {
  summary: 'test call',
  tags: ['test'],
  auth: 'none',
  scope: { scope: 'site' },
} as const;
const postThings = defineContract({
  ...contract,
  method: 'POST',
  path: '/api/things',
  body: z.object({ a: z.number() }),
  responses: { 200: z.object({ ok: z.boolean() }) },
});
const getThings = defineContract({
  ...contract,
  method: 'GET',
  path: '/api/things',
  responses: { 200: z.object({ ok: z.boolean() }) },
});
const upload = defineContract({
  ...contract,
  method: 'POST',
  path: '/api/upload',
  responses: { 201: z.object({ name: z.string() }) },
});

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('window', { location: { origin: 'https://smith.example.org' } });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const sentInit = () => fetchMock.mock.calls[0]?.[1] ?? {};

describe('apiRequest', () => {
  it('sends a plain body as JSON, with the token', async () => {
    fetchMock.mockResolvedValue(Response.json({ ok: true }));
    await apiRequest(postThings, { body: { a: 1 }, token: 'secret' });
    expect(sentInit().body).toBe('{"a":1}');
    expect(sentInit().headers).toEqual({
      Accept: 'application/json',
      'Accept-Language': 'en',
      'Content-Type': 'application/json',
      Authorization: 'Bearer secret',
    });
  });

  it('sends a FormData as it is, leaving its multipart type to the browser', async () => {
    fetchMock.mockResolvedValue(Response.json({ name: 'a.png' }));
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    const stored = await apiRequest(upload, { body: form, token: null });
    expect(stored).toEqual({ name: 'a.png' });
    expect(sentInit().body).toBe(form);
    expect(sentInit().headers).toEqual({ Accept: 'application/json', 'Accept-Language': 'en' });
  });

  it("turns a refusal into an ApiError with the server's message and field errors", async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        { message: 'Only image files allowed', code: 'INVALID', fields: { file: 'Bad' } },
        { status: 400 },
      ),
    );
    const failure = await apiRequest(upload, { token: null }).catch((e) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 400,
      message: 'Only image files allowed',
      code: 'INVALID',
      fields: { file: 'Bad' },
    });
  });

  it('turns a network failure into an ApiError', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const failure = await apiRequest(getThings, { token: null }).catch((e) => e);
    expect(failure).toMatchObject({ status: 0, code: 'NETWORK' });
  });
});
