import { parseArgs } from 'node:util';
import { isLocale, locales, type Locale } from '@familytree/shared';
import { createFamiliesService } from './modules/families/families.service.js';
import { createPlatformService } from './modules/platform-admin/platform.service.js';
import { ConfigError } from './infra/config.js';
import type { AppContext } from './infra/context.js';

export const cliUsage = `Usage:
  npm run cli -- create-family --domain D --name N --admin-email E --admin-password P [--admin-first-name F --admin-last-name L] [--language ${locales.join('|')}]
  npm run cli -- create-platform-admin --email E --password P`;

export type CliCommand =
  | {
      command: 'create-family';
      domain: string;
      name: string;
      admin: { email: string; password: string; firstName: string; lastName: string };
      /** The family's language (its menus and pages are written in it); none: English, unset. */
      language?: Locale;
    }
  | { command: 'create-platform-admin'; email: string; password: string };

function required(values: Record<string, string | boolean | undefined>, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value.trim() === '')
    throw new ConfigError(`Missing --${name}\n${cliUsage}`);
  return value;
}

/** Reads the command line (without `node cli.js`); a wrong one throws with the usage. */
export function parseCliCommand(argv: string[]): CliCommand {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: {
      domain: { type: 'string' },
      name: { type: 'string' },
      'admin-email': { type: 'string' },
      'admin-password': { type: 'string' },
      'admin-first-name': { type: 'string' },
      'admin-last-name': { type: 'string' },
      language: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
    },
  });
  if (command === 'create-family') {
    const language = values.language;
    if (language !== undefined && !isLocale(language))
      throw new ConfigError(`--language must be one of ${locales.join(', ')}\n${cliUsage}`);
    return {
      command,
      domain: required(values, 'domain'),
      name: required(values, 'name'),
      admin: {
        email: required(values, 'admin-email'),
        password: required(values, 'admin-password'),
        firstName: values['admin-first-name'] ?? 'Family',
        lastName: values['admin-last-name'] ?? 'Admin',
      },
      ...(language !== undefined && { language }),
    };
  }
  if (command === 'create-platform-admin')
    return { command, email: required(values, 'email'), password: required(values, 'password') };
  throw new ConfigError(cliUsage);
}

/** Runs a command against an open, migrated database and answers the line to print. */
export async function runCliCommand(context: AppContext, cli: CliCommand): Promise<string> {
  if (cli.command === 'create-family') {
    const familyId = await createFamiliesService(context).create({
      domainName: cli.domain,
      name: cli.name,
      admin: cli.admin,
      language: cli.language ?? null,
    });
    return `Created family ${cli.domain} (id ${familyId}).`;
  }
  const userId = await createPlatformService(context).createPlatformAdmin(cli.email, cli.password);
  return `Created platform admin ${cli.email} (user ${userId}).`;
}
