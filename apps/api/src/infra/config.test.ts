import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'ft-config-test-'));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const env = (vars: Record<string, string | undefined> = {}) => ({ DATA_DIR: dir, ...vars });

function configError(vars: Record<string, string | undefined>): ConfigError {
  try {
    loadConfig(env(vars));
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(vars)}`);
}

describe('loadConfig', () => {
  it('has the defaults of design.md', () => {
    const config = loadConfig(env());
    expect(config).toMatchObject({
      port: 8081,
      baseDomain: 'localhost',
      databaseUrl: null,
      dataDir: dir,
      demoPassword: 'family-tree-demo',
      seedDemo: true,
      logLevel: 'info',
      trustProxy: false,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 60_000,
      keepAliveTimeoutMs: 10_000,
      maxConnectionsPerAddress: 64,
    });
    expect(config.appSecret).toMatch(/^[0-9a-f]{64}$/);
  });

  it('uses ./data beside the working directory when DATA_DIR is unset', () => {
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      const config = loadConfig({});
      expect(config.dataDir).toBe(path.join(process.cwd(), 'data'));
      expect(existsSync(path.join(dir, 'data', 'app-secret.key'))).toBe(true);
    } finally {
      process.chdir(cwd);
    }
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig(env({ PORT: '', DATABASE_URL: '', SEED_DEMO: '', APP_SECRET: '' }));
    expect(config).toMatchObject({ port: 8081, databaseUrl: null, seedDemo: true });
  });

  it('reads every variable', () => {
    const config = loadConfig(
      env({
        PORT: '3000',
        BASE_DOMAIN: ' Example.ORG ',
        DATABASE_URL: 'postgresql://u:p@db:5432/ft',
        DEMO_PASSWORD: 'another-password',
        SEED_DEMO: 'no',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: '1',
        APP_SECRET: 's'.repeat(32),
        SMTP_URL: 'smtp://mail.example.org:587',
        MAIL_FROM: 'Family <family@example.org>',
        PUBLIC_SCHEME: 'https',
        PUBLIC_PORT: '443',
        HEADERS_TIMEOUT_MS: '5000',
        REQUEST_TIMEOUT_MS: '20000',
        KEEP_ALIVE_TIMEOUT_MS: '75000',
        MAX_CONNECTIONS_PER_ADDRESS: '200',
        CHECK_RESPONSES: 'true',
        GEDCOM_IMPORT_MAX_BYTES: '50000000',
      }),
    );
    expect(config).toEqual({
      port: 3000,
      baseDomain: 'example.org',
      databaseUrl: 'postgresql://u:p@db:5432/ft',
      dataDir: dir,
      demoPassword: 'another-password',
      seedDemo: false,
      logLevel: 'warn',
      trustProxy: true,
      appSecret: 's'.repeat(32),
      smtpUrl: 'smtp://mail.example.org:587',
      mailFrom: 'Family <family@example.org>',
      publicScheme: 'https',
      publicPort: 443,
      headersTimeoutMs: 5000,
      requestTimeoutMs: 20_000,
      keepAliveTimeoutMs: 75_000,
      maxConnectionsPerAddress: 200,
      checkResponses: true,
      workers: 1,
      mediaUrl: null,
      gedcomImportMaxBytes: 50_000_000,
    });
  });

  it('bounds what one GEDCOM import may store: 1 GB unless GEDCOM_IMPORT_MAX_BYTES says otherwise', () => {
    expect(loadConfig(env({})).gedcomImportMaxBytes).toBe(1_000_000_000);
    expect(configError({ GEDCOM_IMPORT_MAX_BYTES: '1000' }).message).toBe(
      'Configuration error: GEDCOM_IMPORT_MAX_BYTES="1000" must be at least 1000000 (1 MB)',
    );
  });

  it('runs one server process unless WORKERS says otherwise, one per core in production', () => {
    expect(loadConfig(env({})).workers).toBe(1);
    expect(loadConfig(env({ WORKERS: '3' })).workers).toBe(3);
    expect(loadConfig(env({ NODE_ENV: 'production' })).workers).toBe(availableParallelism());
    expect(loadConfig(env({ NODE_ENV: 'production', WORKERS: '1' })).workers).toBe(1);
    expect(configError({ WORKERS: '0' }).message).toBe(
      'Configuration error: WORKERS="0" must be at least 1',
    );
  });

  it('turns the per-address connection cap off behind a proxy unless it is set', () => {
    expect(loadConfig(env({ TRUST_PROXY: 'true' })).maxConnectionsPerAddress).toBe(0);
    expect(
      loadConfig(env({ TRUST_PROXY: 'true', MAX_CONNECTIONS_PER_ADDRESS: '500' }))
        .maxConnectionsPerAddress,
    ).toBe(500);
    expect(loadConfig(env({ MAX_CONNECTIONS_PER_ADDRESS: '0' })).maxConnectionsPerAddress).toBe(0);
  });

  it('refuses a headers timeout longer than the request timeout, naming both', () => {
    const error = configError({ HEADERS_TIMEOUT_MS: '30000', REQUEST_TIMEOUT_MS: '10000' });
    expect(error.message).toContain('HEADERS_TIMEOUT_MS=30000');
    expect(error.message).toContain('REQUEST_TIMEOUT_MS=10000');
  });

  it.each([
    ['SMTP_URL', 'http://mail.example.org'],
    ['PUBLIC_SCHEME', 'ftp'],
    ['PORT', 'abc'],
    ['PORT', '0'],
    ['PORT', '65536'],
    ['PORT', '80.5'],
    ['DATABASE_URL', 'mysql://localhost/ft'],
    ['DATABASE_URL', 'familytree.sqlite'],
    ['SEED_DEMO', 'maybe'],
    ['TRUST_PROXY', 'sure'],
    ['LOG_LEVEL', 'verbose'],
    ['BASE_DOMAIN', 'http://example.org'],
    ['REQUEST_TIMEOUT_MS', '50'],
    ['REQUEST_TIMEOUT_MS', 'soon'],
    ['HEADERS_TIMEOUT_MS', '1.5'],
    ['KEEP_ALIVE_TIMEOUT_MS', '3600001'],
    ['MAX_CONNECTIONS_PER_ADDRESS', '-1'],
  ])('refuses %s=%s with a ConfigError naming the variable and the value', (name, value) => {
    const error = configError({ [name]: value });
    expect(error.message).toContain(`${name}=`);
    expect(error.message).toContain(value);
  });

  it.each([
    ['APP_SECRET', 'hunter2-secret', 'hunter2'],
    ['DEMO_PASSWORD', 'hunter2', 'hunter2'],
    ['DATABASE_URL', 'mysql://ft:hunter2@db/ft', 'hunter2'],
  ])('refuses %s=%s naming the variable but not the secret', (name, value, secret) => {
    const error = configError({ [name]: value });
    expect(error.message).toContain(`${name}=`);
    expect(error.message).not.toContain(secret);
  });

  it('generates the secret once and reuses it from DATA_DIR', () => {
    const first = loadConfig(env());
    const file = path.join(dir, 'app-secret.key');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.appSecret);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(loadConfig(env()).appSecret).toBe(first.appSecret);

    const elsewhere = mkdtempSync(path.join(tmpdir(), 'ft-config-test-'));
    try {
      expect(loadConfig({ DATA_DIR: elsewhere }).appSecret).not.toBe(first.appSecret);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it('prefers APP_SECRET and then writes no secret file', () => {
    const secret = 'k'.repeat(40);
    expect(loadConfig(env({ APP_SECRET: secret })).appSecret).toBe(secret);
    expect(existsSync(path.join(dir, 'app-secret.key'))).toBe(false);
  });

  it('creates DATA_DIR when it does not exist yet', () => {
    const nested = path.join(dir, 'a', 'b');
    expect(loadConfig({ DATA_DIR: nested }).dataDir).toBe(nested);
    expect(existsSync(path.join(nested, 'app-secret.key'))).toBe(true);
  });

  it('names DATA_DIR when it cannot be created', () => {
    const file = path.join(dir, 'a-file');
    writeFileSync(file, 'not a directory');
    const error = configError({ DATA_DIR: path.join(file, 'data') });
    expect(error.message).toContain('DATA_DIR');
  });
});
