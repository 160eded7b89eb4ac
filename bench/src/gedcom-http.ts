import { createReadStream, statSync } from 'node:fs';
import path from 'node:path';
import http from 'node:http';

/** HTTP for GEDCOM files (the import's multipart upload from disk), shared by the benches. */

export interface Multipart {
  head: Buffer;
  file: string;
  tail: Buffer;
  headers: Record<string, string>;
}

export function multipart(file: string, filename = 'tree.ged'): Multipart {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  return {
    head: Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    tail: Buffer.from(`\r\n--${boundary}--\r\n`),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function post(
  baseUrl: string,
  urlPath: string,
  host: string,
  headers: Record<string, string>,
  body: Buffer | Multipart,
): Promise<{ status: number; body: string }> {
  const length = Buffer.isBuffer(body)
    ? body.length
    : body.head.length + statSync(body.file).size + body.tail.length;
  return new Promise((resolve, reject) => {
    const request = http.request(
      baseUrl + urlPath,
      { method: 'POST', headers: { ...headers, host, 'content-length': String(length) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    request.on('error', reject);
    if (Buffer.isBuffer(body)) {
      request.end(body);
      return;
    }
    // The file is streamed from disk, so that the process's peak memory is the server's.
    request.write(body.head);
    const file = createReadStream(body.file);
    file.on('error', reject);
    file.on('end', () => request.end(body.tail));
    file.pipe(request, { end: false });
  });
}

/** A GET's status and body as text. */
export function getText(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (r) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () =>
          resolve({ status: r.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
      })
      .on('error', reject);
  });
}

/** Imports the file into the family and waits for its job; answers null when done, else why not. */
export async function importInto(
  url: string,
  family: { familyId: number; host: string; auth: Record<string, string> },
  file: string,
): Promise<string | null> {
  const body = multipart(file, path.basename(file));
  const started = await post(
    url,
    `/api/family/${family.familyId}/gedcom/import`,
    family.host,
    { ...body.headers, ...family.auth },
    body,
  );
  if (started.status !== 202) return `refused ${started.status}: ${started.body.slice(0, 120)}`;
  const { jobId } = JSON.parse(started.body) as { jobId: string };
  for (;;) {
    const res = await getText(`${url}/api/family/${family.familyId}/gedcom/import/${jobId}`, {
      host: family.host,
      ...family.auth,
    });
    const job = JSON.parse(res.body) as { status: string; error?: string | null };
    if (job.status === 'done') return null;
    if (job.status === 'failed') return `failed: ${job.error}`;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
