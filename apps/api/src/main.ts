import cluster from 'node:cluster';
import { seedDemo, demoLogins } from './db/seed/seed-demo.js';
import { ConfigError, loadConfig, type AppConfig } from './infra/config.js';
import { fileStorageFor } from './infra/file-storage.js';
import { runWorkers } from './cluster-primary.js';
import { openContext, startServer } from './server.js';

function printWelcome(config: AppConfig, seeded: boolean, processes: number): void {
  const port = config.port === 80 ? '' : `:${config.port}`;
  const lines = [
    '',
    `Family Tree is running on http://${config.baseDomain}${port}` +
      (processes > 1 ? ` (${processes} server processes)` : ''),
    `  Demo family:   http://demo.${config.baseDomain}${port}/`,
    `  Harper family: http://harper.${config.baseDomain}${port}/`,
    `  Platform admin: http://${config.baseDomain}${port}/admin`,
  ];
  if (seeded || config.seedDemo) {
    lines.push(
      `Demo logins (password: the DEMO_PASSWORD, by default family-tree-demo):`,
      `  ${demoLogins.familyAdmin}   family admin of demo`,
      `  ${demoLogins.branchAdmin}   branch admin in demo`,
      `  ${demoLogins.harperAdmin} family admin of harper, branch admin in demo`,
      `  ${demoLogins.platformAdmin} platform admin (/admin only)`,
    );
  }
  console.log(lines.join('\n'));
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (cluster.isPrimary && config.workers > 1) {
    let seeded = false;
    await runWorkers(
      config,
      async () => {
        const context = await openContext(config);
        seeded = config.seedDemo
          ? await seedDemo(context.db, config.demoPassword, fileStorageFor(config))
          : false;
        await context.db.destroy();
      },
      () => printWelcome(config, seeded, config.workers),
    );
    return;
  }
  const context = await openContext(config);
  const seeded = config.seedDemo
    ? await seedDemo(context.db, config.demoPassword, fileStorageFor(config))
    : false;
  const app = await startServer(context);
  // A worker of several: the primary says where the product runs, once.
  if (cluster.isPrimary) printWelcome(config, seeded, 1);
  // Stops accepting connections, lets the requests in flight finish, then closes the pool.
  const stop = async () => {
    await app.close();
    await context.db.destroy();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
