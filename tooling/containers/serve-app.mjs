// @ts-check
// A container's web server: serves one built app (APP_DIR, its workspace folder: shell or a remote) from ./dist on its
// contract port, with the shell's runtime config written from the environment at start (tooling/serve/).
// bundle.mjs bundles it with its imports into one file, so the web images need no node_modules.
import path from 'node:path';
import { appByDir, hostOf, portOf } from '../apps.mjs';
import { ConfigError, serverSettingsFromEnv } from '../serve/runtime-config.mjs';
import { serveApp } from '../serve/static-server.mjs';

async function main() {
  const app = appByDir(process.env.APP_DIR ?? '');
  const settings = serverSettingsFromEnv(process.env);
  const server = await serveApp({
    dir: path.resolve(process.env.APP_DIST ?? 'dist'),
    port: portOf(app),
    // The image sets its app's host variable to 0.0.0.0: the published port reaches it from outside the container.
    host: hostOf(app),
    role: app.role,
    runtimeConfig: app.role === 'host' ? () => settings.config : undefined,
    production: settings.production,
    appOrigins: settings.appOrigins,
  });
  console.log(`${app.dir} serving on ${server.url} (listening on ${server.address})`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
