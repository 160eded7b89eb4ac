import cluster, { type Worker } from 'node:cluster';
import type { AppConfig } from './infra/config.js';

/** How long the workers get to finish their requests after SIGTERM before they are killed. */
const stopGraceMs = 15_000;

/**
 * Runs `config.workers` server processes on one port (node:cluster shares the listening socket).
 * The primary prepares the database once (migrations, demo data) before forking, restarts a worker
 * that dies while serving, and on SIGTERM or SIGINT passes the signal on and waits for the workers
 * to finish their requests. A worker that dies before it listens stops everything: a bad
 * configuration or a port in use would otherwise restart forever.
 */
export async function runWorkers(
  config: AppConfig,
  prepare: () => Promise<void>,
  onAllListening: () => void,
): Promise<void> {
  await prepare();
  // The workers must not prepare again; they inherit the rest of the environment.
  const env = { SEED_DEMO: 'false' };
  const listening = new Set<number>();
  let stopping = false;

  const fork = (): Worker => {
    const worker = cluster.fork(env);
    worker.on('listening', () => {
      listening.add(worker.id);
      if (listening.size === config.workers) onAllListening();
    });
    return worker;
  };

  cluster.on('exit', (worker, code, signal) => {
    const wasListening = listening.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    if (!wasListening) {
      console.error(`A server process failed to start (exit code ${code}); stopping.`);
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      process.exitCode = 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      return;
    }
    console.error(
      `Server process ${worker.process.pid} stopped (${signal ?? code}); starting another.`,
    );
    fork();
  });

  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(1), stopGraceMs).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  for (let i = 0; i < config.workers; i++) fork();
}
