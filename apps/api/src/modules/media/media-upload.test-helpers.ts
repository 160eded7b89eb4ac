import type { TestContext } from '../../test-support/index.js';

/** A small PDF: what the upload recognises by its first bytes. */
export const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

export const auth = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});

/** A multipart body of text fields and an optional file. */
export function form(fields: Record<string, string>, file?: { name: string; data: Buffer }) {
  const boundary = `----media${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads a media record to the family at `base` (its API path) as the token's user. */
export function uploadTo(
  t: TestContext,
  base: string,
  fields: Record<string, string>,
  file: { name: string; data: Buffer } | undefined,
  token: string,
) {
  const body = form(fields, file);
  return t.app.inject({
    method: 'POST',
    url: `${base}/media-records`,
    payload: body.payload,
    headers: { ...body.headers, ...auth(token) },
  });
}
