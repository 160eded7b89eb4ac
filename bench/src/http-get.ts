import http from 'node:http';

/**
 * A GET with an explicit Host header: the API serves a family's calls only on that family's
 * sub-domain, and fetch() would send the address (127.0.0.1) instead. Only 127.0.0.1 is asked.
 */
export function httpGet(
  baseUrl: string,
  path: string,
  host: string | undefined,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(baseUrl + path, { headers: host ? { host } : {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** The Host of a family's site as the bench's server sees it (base domain `localhost`). */
export const familyHost = (domain: string) => `${domain}.localhost`;
