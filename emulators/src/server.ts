/** CLI entry: `npm run start -w emulators`. Reads the environment, starts both emulators, stops cleanly on a signal. */
import type { AddressInfo } from 'node:net';
import { formatHost } from './common/server';
import { optionsFromEnv } from './config';
import { startEmulators } from './index';

async function main(): Promise<void> {
  const emulators = await startEmulators(optionsFromEnv());
  const on = (address: AddressInfo) => `(listening on ${formatHost(address)}:${address.port})`;
  console.log(`identity hosted UI ready at ${emulators.hostedUiUrl} ${on(emulators.listening.hostedUi)}`);
  console.log(`identity JSON API and JWKS ready at ${emulators.identityApiUrl} ${on(emulators.listening.identityApi)}`);
  console.log(`bank-linking API and Link ready at ${emulators.plaidUrl} ${on(emulators.listening.plaid)}`);
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`emulators stopping (${signal})`);
    emulators.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error('emulators failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
