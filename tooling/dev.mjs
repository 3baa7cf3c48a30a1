// @ts-check
// `npm run dev`: the webpack dev servers of the five apps, and the back-end services, in one terminal.
import concurrently from 'concurrently';
import { browserApps } from './apps.mjs';
import { startableServices } from './services.mjs';

const { result } = concurrently(
  [
    ...startableServices().map((dir) => ({ command: `npm run start --silent -w ${dir}`, name: dir })),
    ...browserApps.map((app) => ({ command: `npm run dev --silent -w ${app.dir}`, name: app.dir })),
  ],
  { prefix: 'name', killOthersOn: ['failure'] },
);

result.catch(() => process.exit(1));
