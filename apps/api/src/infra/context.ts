import type { AppConfig } from './config.js';
import type { Db, Dialect } from './database.js';

/** What every module needs from the platform: the database and the configuration. */
export interface AppContext {
  db: Db;
  dialect: Dialect;
  config: AppConfig;
}
