import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { loadConfig } from './config';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop accepting, finish requests and running syncs, close the database; give up after the grace period.
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  const database = config.databaseUrl ? 'PostgreSQL' : `PGlite (${config.pgliteDir})`;
  // The bound port, not the configured one: with API_PORT=0 (tests) the system picks a free one.
  const { address, family, port } = app.server.address() as AddressInfo;
  const bound = family === 'IPv6' ? `[${address}]:${port}` : `${address}:${port}`;
  console.log(`API listening on http://localhost:${port} (on ${bound}; ${database}; docs at /docs)`);
}

main().catch((err) => {
  console.error('API failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
