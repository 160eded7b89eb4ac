import path from 'node:path';
import type { GedcomJob } from '@familytree/shared';
import type { BenchFamily } from './bench-family.js';
import { getText, multipart, post } from './gedcom-http.js';

/** Imports the file into the family; answers null when done, else why not. */
export async function importInto(
  url: string,
  family: BenchFamily,
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
    const job = JSON.parse(res.body) as GedcomJob;
    if (job.status === 'done') return null;
    if (job.status === 'failed') return `failed: ${job.error}`;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
