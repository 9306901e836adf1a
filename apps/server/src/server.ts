import pino from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { boundHeapGrowth } from './lib/heap-growth.ts';
import { LogOutput } from './lib/log-output.ts';

/**
 * The log, written without waiting for the terminal, file, pipe or socket it goes to (lib/log-output.ts,
 * docs/operations.md, "Logs"); an uncaught error is logged before the process exits, and the lines
 * still waiting are written out as it does.
 */
function asynchronousLogger(level: string) {
  // Opening process.stdout makes a pipe or socket behind it non-blocking, as Node does for them: a full
  // one then refuses a write instead of holding the event loop.
  void process.stdout;
  const logger = pino({ level }, new LogOutput(1));
  process.on('uncaughtException', (err) => {
    logger.fatal({ err }, 'uncaught exception');
    process.exit(1);
  });
  return logger;
}

/** Starts the shop, and stops it gently: in-flight requests finish, then the database closes. */
async function main() {
  boundHeapGrowth();
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const app = await buildApp(
    config.NODE_ENV === 'development'
      ? {
          config,
          logger: {
            level: config.LOG_LEVEL,
            transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } },
          },
        }
      : { config, loggerInstance: asynchronousLogger(config.LOG_LEVEL) },
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 15 s; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    // Keep-alive connections go quiet as their last request finishes: close each one then, instead of
    // waiting out the keep-alive timeout.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
    closeIdle.unref();
    try {
      await app.close();
      app.log.info('the shop is closed');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  // Fastify lists every interface it listens on; these are the addresses the shop answers as itself.
  app.log.info(
    { trusted: app.origins.list() },
    config.PUBLIC_URL
      ? `the shop is open at ${app.origins.primary()}`
      : `the shop is open at ${app.origins.primary()}; to open it at another address (a phone on this network), add that address to TRUSTED_ORIGINS`,
  );
}

main().catch((err) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
