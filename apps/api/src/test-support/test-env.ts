/** Which database the API tests run against: `TEST_DB=postgres` selects PostgreSQL, else SQLite. */
export const testDialect: 'sqlite' | 'postgres' =
  process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

export const defaultTestDatabaseUrl = 'postgres://postgres@127.0.0.1:5432/postgres';

/** The PostgreSQL server (any database on it) where each test file creates its own database. */
export const testDatabaseUrl = () => process.env.TEST_DATABASE_URL || defaultTestDatabaseUrl;

/** Test databases are named ft_test_<pid>_<random>, so a crashed run's leftovers can be found. */
export const testDatabasePrefix = 'ft_test_';
