import { parseArgs } from 'node:util';
import { createPlatformService } from './modules/platform/platform.service.js';
import { createFamiliesService } from './modules/families/families.service.js';
import { AppError } from './platform/errors.js';
import { ConfigError, loadConfig } from './platform/config.js';
import { openContext } from './server.js';

const usage = `Usage:
  npm run cli -- create-family --domain D --name N --admin-email E --admin-password P [--admin-first-name F --admin-last-name L]
  npm run cli -- create-platform-admin --email E --password P`;

function required(values: Record<string, string | boolean | undefined>, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value.trim() === '')
    throw new ConfigError(`Missing --${name}\n${usage}`);
  return value;
}

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  const { values } = parseArgs({
    args: rest,
    options: {
      domain: { type: 'string' },
      name: { type: 'string' },
      'admin-email': { type: 'string' },
      'admin-password': { type: 'string' },
      'admin-first-name': { type: 'string' },
      'admin-last-name': { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
    },
  });
  if (command !== 'create-family' && command !== 'create-platform-admin')
    throw new ConfigError(usage);

  const context = await openContext(loadConfig());
  try {
    if (command === 'create-family') {
      const familyId = await createFamiliesService(context).create({
        domainName: required(values, 'domain'),
        name: required(values, 'name'),
        admin: {
          email: required(values, 'admin-email'),
          password: required(values, 'admin-password'),
          firstName: values['admin-first-name'] ?? 'Family',
          lastName: values['admin-last-name'] ?? 'Admin',
        },
      });
      console.log(`Created family ${values.domain} (id ${familyId}).`);
    } else {
      const userId = await createPlatformService(context).createPlatformAdmin(
        required(values, 'email'),
        required(values, 'password'),
      );
      console.log(`Created platform admin ${values.email} (user ${userId}).`);
    }
  } finally {
    await context.db.destroy();
  }
}

main().catch((error: unknown) => {
  const message =
    error instanceof AppError
      ? `${error.message}${error.fields ? ` ${JSON.stringify(error.fields)}` : ''}`
      : error instanceof Error
        ? error.message
        : String(error);
  console.error(message);
  process.exit(1);
});
