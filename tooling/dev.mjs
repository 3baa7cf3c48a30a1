// @ts-check
// `npm run dev`: the webpack dev servers of the five apps, and the back-end services, in one terminal.
import concurrently from 'concurrently';
import { browserApps, portOf } from './apps.mjs';
import { DATA_DIR, makePrivateDir } from './private-dir.mjs';
import { startableServices } from './services.mjs';

makePrivateDir(DATA_DIR);

// Each remote's standalone dev page signs in on its own origin, so the identity emulator and the API accept them all.
const origins = browserApps.map((app) => `http://localhost:${portOf(app)}`);
const env = {
  IDENTITY_REDIRECT_URIS: origins.map((origin) => `${origin}/`).join(','),
  IDENTITY_LOGOUT_URIS: origins.map((origin) => `${origin}/`).join(','),
  APP_ORIGINS: origins.join(','),
  ...process.env,
};

const { result } = concurrently(
  [
    ...startableServices().map((dir) => ({ command: `npm run start --silent -w ${dir}`, name: dir, env })),
    ...browserApps.map((app) => ({ command: `npm run dev --silent -w ${app.dir}`, name: app.dir })),
  ],
  { prefix: 'name', killOthersOn: ['failure'] },
);

result.catch(() => process.exit(1));
