import { buildApp } from './app';
import { loadConfig } from './config';
import { redactedErrorText } from './lib/log-redaction';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);

  // SIGTERM: stop accepting connections, let in-flight requests finish, then close the database.
  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      const timer = setTimeout(() => {
        app.log.error('graceful shutdown timed out');
        process.exit(1);
      }, SHUTDOWN_GRACE_MS);
      timer.unref();
      app.close().then(
        () => process.exit(0),
        (error) => {
          app.log.error({ err: error }, 'error during shutdown');
          process.exit(1);
        },
      );
    });
  }

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error) => {
  // The stack helps; a failed migration's or query's values (hashes, e-mails) stay out.
  console.error('Failed to start:', redactedErrorText(error, { stack: true }));
  process.exit(1);
});
