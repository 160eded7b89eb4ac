import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { parseS3Url } from './storage-s3.js';

export interface AppConfig {
  port: number;
  baseDomain: string;
  databaseUrl: string | null;
  dataDir: string;
  demoPassword: string;
  seedDemo: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  appSecret: string;
  trustProxy: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  /** How people reach this server, for links in mails: scheme and port as the browser sees them. */
  publicScheme: 'http' | 'https';
  publicPort: number;
  /** Slow clients may hold a connection this long at most: headers, whole request, idle keep-alive. */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** Open connections one client address may hold at once; 0 turns the cap off. */
  maxConnectionsPerAddress: number;
  /**
   * Check every JSON response against its contract (a mismatch answers 500). On in the tests and
   * the e2e runs; off by default, as checking a large tree costs more than sending it.
   */
  checkResponses: boolean;
  /** Server processes sharing the port (node:cluster); 1 runs the server in this process. */
  workers: number;
  /** Uploads in an S3-compatible store (`s3://bucket?endpoint=…&region=…`); null: DATA_DIR/uploads. */
  mediaUrl: string | null;
  /** The most one GEDCOM import may add to the database, in bytes (also at most 8x its file). */
  gedcomImportMaxBytes: number;
}

/** Raised for bad configuration: the message always names the variable. */
export class ConfigError extends Error {}

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => ['true', '1', 'yes'].includes(v));

const milliseconds = z.coerce
  .number()
  .int('must be a whole number of milliseconds')
  .min(100, 'must be at least 100 (milliseconds)')
  .max(3_600_000, 'must be at most 3600000 (one hour)');

const variables = {
  PORT: z.coerce.number().int().min(1).max(65535).default(8081),
  BASE_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9.-]+$/, 'must be a host name such as localhost or example.org')
    .default('localhost'),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// (leave it unset for SQLite)')
    .optional(),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DEMO_PASSWORD: z.string().min(8, 'must have at least 8 characters').default('family-tree-demo'),
  SEED_DEMO: booleanText.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanText.default(false),
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().trim().min(3).optional(),
  PUBLIC_SCHEME: z.enum(['http', 'https']).default('http'),
  PUBLIC_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  APP_SECRET: z.string().min(32, 'must have at least 32 characters').optional(),
  HEADERS_TIMEOUT_MS: milliseconds.default(10_000),
  REQUEST_TIMEOUT_MS: milliseconds.default(60_000),
  KEEP_ALIVE_TIMEOUT_MS: milliseconds.default(10_000),
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce
    .number()
    .int('must be a whole number')
    .min(0, 'must be 0 (no cap) or more')
    .max(100_000)
    .optional(),
  CHECK_RESPONSES: booleanText.default(false),
  WORKERS: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(64, 'must be at most 64')
    .optional(),
  GEDCOM_IMPORT_MAX_BYTES: z.coerce
    .number()
    .int('must be a whole number of bytes')
    .min(1_000_000, 'must be at least 1000000 (1 MB)')
    .max(1_000_000_000_000, 'must be at most 1000000000000 (1 TB)')
    .default(1_000_000_000),
  NODE_ENV: z.string().optional(),
  MEDIA_URL: z
    .string()
    .trim()
    .refine(
      (raw) => {
        try {
          parseS3Url(raw);
          return true;
        } catch {
          return false;
        }
      },
      { message: 'must be s3://bucket?endpoint=https://…&region=… (leave it unset for DATA_DIR)' },
    )
    .optional(),
} as const;

/** In production one process per core; elsewhere (development, tests) one process. */
const defaultWorkers = (nodeEnv: string | undefined) =>
  nodeEnv === 'production' ? os.availableParallelism() : 1;

/** Without a proxy every client has its own address; behind one they all share the proxy's. */
const defaultMaxConnectionsPerAddress = (trustProxy: boolean) => (trustProxy ? 0 : 64);

type Env = Record<string, string | undefined>;

/** How a rejected value is shown: secrets never reach the logs, nor a database password. */
function shown(name: keyof typeof variables, raw: string | undefined): string {
  if (raw !== undefined && (name === 'APP_SECRET' || name === 'DEMO_PASSWORD')) return '(hidden)';
  return JSON.stringify(raw?.replace(/(\/\/[^:/@]*:)[^@/]*@/, '$1***@'));
}

function read<K extends keyof typeof variables>(
  env: Env,
  name: K,
): z.output<(typeof variables)[K]> {
  const raw = env[name] === '' ? undefined : env[name];
  const result = variables[name].safeParse(raw);
  if (!result.success) {
    const reason = result.error.issues[0]?.message ?? 'is not valid';
    throw new ConfigError(`Configuration error: ${name}=${shown(name, raw)} ${reason}`);
  }
  return result.data as z.output<(typeof variables)[K]>;
}

/** The secret is generated once and kept beside the data, so restarts keep every session valid. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'app-secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const dataDir = path.resolve(read(env, 'DATA_DIR'));
  const config = {
    port: read(env, 'PORT'),
    baseDomain: read(env, 'BASE_DOMAIN'),
    databaseUrl: read(env, 'DATABASE_URL') ?? null,
    dataDir,
    demoPassword: read(env, 'DEMO_PASSWORD'),
    seedDemo: read(env, 'SEED_DEMO'),
    logLevel: read(env, 'LOG_LEVEL'),
    trustProxy: read(env, 'TRUST_PROXY'),
    smtpUrl: read(env, 'SMTP_URL') ?? null,
    mailFrom: '',
    publicScheme: read(env, 'PUBLIC_SCHEME'),
    publicPort: 0,
    appSecret: '',
    headersTimeoutMs: read(env, 'HEADERS_TIMEOUT_MS'),
    requestTimeoutMs: read(env, 'REQUEST_TIMEOUT_MS'),
    keepAliveTimeoutMs: read(env, 'KEEP_ALIVE_TIMEOUT_MS'),
    maxConnectionsPerAddress: 0,
    checkResponses: read(env, 'CHECK_RESPONSES'),
    workers: read(env, 'WORKERS') ?? defaultWorkers(read(env, 'NODE_ENV')),
    mediaUrl: read(env, 'MEDIA_URL') ?? null,
    gedcomImportMaxBytes: read(env, 'GEDCOM_IMPORT_MAX_BYTES'),
  };
  if (config.headersTimeoutMs > config.requestTimeoutMs) {
    throw new ConfigError(
      `Configuration error: HEADERS_TIMEOUT_MS=${config.headersTimeoutMs} must not exceed REQUEST_TIMEOUT_MS=${config.requestTimeoutMs}`,
    );
  }
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw new ConfigError(
      `Configuration error: DATA_DIR=${dataDir} can't be created (${String(error)})`,
    );
  }
  config.appSecret = read(env, 'APP_SECRET') ?? loadOrCreateSecret(dataDir);
  config.mailFrom = read(env, 'MAIL_FROM') ?? `Family Tree <no-reply@${config.baseDomain}>`;
  config.publicPort = read(env, 'PUBLIC_PORT') ?? config.port;
  config.maxConnectionsPerAddress =
    read(env, 'MAX_CONNECTIONS_PER_ADDRESS') ?? defaultMaxConnectionsPerAddress(config.trustProxy);
  return config;
}
