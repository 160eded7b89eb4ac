import pg from 'pg';
import { testDatabasePrefix, testDatabaseUrl, testDialect } from './test-env.js';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * For PostgreSQL runs: fails fast with a clear message when the server is unreachable, and drops
 * the test databases left behind by runs that crashed (their process is gone).
 */
export default async function setup(): Promise<void> {
  if (testDialect !== 'postgres') return;
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `TEST_DB=postgres but PostgreSQL is not reachable at ${testDatabaseUrl()} ` +
        `(set TEST_DATABASE_URL): ${String(error)}`,
      { cause: error },
    );
  }
  try {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [`${testDatabasePrefix}%`],
    );
    for (const { datname } of rows) {
      const pid = Number(/^ft_test_(\d+)_[0-9a-f]+$/.exec(datname)?.[1]);
      if (Number.isInteger(pid) && !isAlive(pid)) {
        await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      }
    }
  } finally {
    await client.end();
  }
}
