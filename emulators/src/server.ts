/** CLI entry: `npm run start -w emulators`. Reads the environment, starts both emulators, stops cleanly on a signal. */
import { optionsFromEnv } from './config';
import { startEmulators } from './index';

async function main(): Promise<void> {
  const emulators = await startEmulators(optionsFromEnv());
  console.log(`identity hosted UI ready at ${emulators.hostedUiUrl}`);
  console.log(`identity JSON API and JWKS ready at ${emulators.identityApiUrl}`);
  console.log(`bank-linking API and Link ready at ${emulators.plaidUrl}`);
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
