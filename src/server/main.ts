import { existsSync } from 'node:fs';
import path from 'node:path';
import { pino } from 'pino';
import { buildApp } from './app.ts';
import { prepareDatabase } from './bootstrap.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { scheduleStatistics } from './db/table-statistics.ts';
import { siteOriginWarning } from './http/site-origin.ts';
import { LogWriter } from './log-writer.ts';
import { warmRegencyOverview } from './modules/tiles/regency-warm.ts';
import { projectRoot } from './paths.ts';
import { scheduleCleanup } from './scheduled-cleanup.ts';

// Below 10 s, so an orchestrator waiting 10 s before SIGKILL always sees us exit by ourselves.
const SHUTDOWN_GRACE_MS = 9_000;

function readConfig(): Config {
  try {
    const clientDir = path.join(projectRoot(), 'dist', 'client');
    return loadConfig(process.env, {
      clientDir: existsSync(path.join(clientDir, 'index.html')) ? clientDir : undefined,
    });
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(
        `${error.message}\nPetaDesa did not start. Fix the variables above and start again.\n`,
      );
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const logger = {
    level: config.logLevel,
    // The request line's `req` (Fastify's serializer) never holds headers, so only these can leak.
    redact: ['password', 'token'],
  };
  // One logger from the first line on, so start-up messages are structured like request logs.
  // Written in batches, asynchronously (log-writer.ts): a request never waits for its log line to reach
  // stdout. What is still waiting is written out before the process exits (a SIGTERM's drain included).
  const destination = new LogWriter(1);
  process.on('exit', () => destination.flushSync());
  const log = pino(logger, destination);
  const { database, seed } = await prepareDatabase(config, log);
  const app = await buildApp({ config, db: database.db, logger: log });
  const cleanup = scheduleCleanup(app.deps);
  const statistics = scheduleStatistics(database, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    cleanup.stop();
    statistics.stop();
    try {
      await app.shutdown();
      await database.close();
      await destination.drain();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}/`;
  if (!config.clientDir)
    app.log.warn('no built client in dist/client: only the API is served (run npm run build)');
  const originWarning = siteOriginWarning(config);
  if (originWarning) app.log.warn(originWarning);

  // Printed, not logged: the one time these credentials are shown, and logs must never hold a password.
  const lines = [`\n  PetaDesa is running at ${url}`];
  if (seed.createdAdmin) {
    lines.push(`  Admin username: ${seed.createdAdmin.username}`);
    lines.push(
      seed.createdAdmin.generated
        ? `  Admin password: ${seed.createdAdmin.password}   (generated; shown only this once)`
        : '  Admin password: the value of ADMIN_PASSWORD',
    );
  }
  if (seed.demoLoaded) lines.push('  The demo village was loaded.');
  process.stdout.write(`${lines.join('\n')}\n\n`);

  // In the background, once serving: the regency map's first views are cut before their first visitor.
  warmRegencyOverview(app.deps, () => closing).then(
    (tiles) => tiles > 0 && app.log.info({ tiles }, 'regency map tiles cut ahead'),
    (error: unknown) =>
      !closing &&
      app.log.warn({ err: error }, 'regency map tiles not cut ahead; their first visitors cut them'),
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `PetaDesa failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
