import { seedDemo, demoLogins } from './db/seed/seed-demo.js';
import { ConfigError, loadConfig, type AppConfig } from './infra/config.js';
import { openContext, startServer } from './server.js';

function printWelcome(config: AppConfig, seeded: boolean): void {
  const port = config.port === 80 ? '' : `:${config.port}`;
  const lines = [
    '',
    `Family Tree is running on http://${config.baseDomain}${port}`,
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
  const context = await openContext(config);
  const seeded = config.seedDemo ? await seedDemo(context.db, config.demoPassword) : false;
  const app = await startServer(context);
  printWelcome(config, seeded);
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
