import { parseCliCommand, runCliCommand } from './cli-commands.js';
import { AppError } from './infra/errors.js';
import { loadConfig } from './infra/config.js';
import { openContext } from './server.js';

async function main(): Promise<void> {
  const command = parseCliCommand(process.argv.slice(2));
  const context = await openContext(loadConfig());
  try {
    console.log(await runCliCommand(context, command));
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
