import { apiPaths } from '@familytree/shared';
import { createFamiliesService } from '../../apps/api/src/modules/families/families.service.js';
import { loadConfig } from '../../apps/api/src/infra/config.js';
import type { RunningServer } from './app-server.js';
import type { BenchDatabase } from './bench-database.js';
import { post } from './gedcom-http.js';
import { familyHost } from './http-get.js';

export interface BenchFamily {
  familyId: number;
  /** The family site's Host header. */
  host: string;
  /** Its admin's Authorization header. */
  auth: { authorization: string };
}

/** A new family on the bench database, and its admin logged in through the running server. */
export async function newBenchFamily(
  database: BenchDatabase,
  app: RunningServer,
  domainName: string,
  name: string,
): Promise<BenchFamily> {
  const config = loadConfig({ DATA_DIR: database.dataDir, SEED_DEMO: 'false' });
  const admin = {
    email: `admin@${domainName}.example`,
    password: 'bench-password-123',
    firstName: 'Bench',
    lastName: 'Admin',
  };
  const familyId = await createFamiliesService({ ...database.handle, config }).create({
    domainName,
    name,
    admin,
  });
  const login = await post(
    app.url,
    apiPaths.login,
    'localhost',
    { 'content-type': 'application/json' },
    Buffer.from(JSON.stringify({ email: admin.email, password: admin.password })),
  );
  const token = (JSON.parse(login.body) as { token: string }).token;
  return { familyId, host: familyHost(domainName), auth: { authorization: `Bearer ${token}` } };
}
