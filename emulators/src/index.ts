import type { AddressInfo } from 'node:net';
import { makePrivateDir } from './common/private-dir';
import { resolveOptions, type EmulatorOptions } from './config';
import { startIdentityService } from './identity/identity-service';
import { startPlaidService } from './plaid/plaid-service';

export type { EmulatorOptions } from './config';

export interface StartedEmulators {
  /** https://localhost:<port>: the hosted sign-in UI (authorize, token, logout). */
  hostedUiUrl: string;
  /** http://localhost:<port>: the Cognito JSON API, JWKS and openid-configuration. */
  identityApiUrl: string;
  /** http://localhost:<port>: the Plaid API, link-initialize.js and the Link UI. */
  plaidUrl: string;
  /** Where each server listens, as the system reports it (127.0.0.1 unless told otherwise). */
  listening: { hostedUi: AddressInfo; identityApi: AddressInfo; plaid: AddressInfo };
  close(): Promise<void>;
}

/** Starts both emulators in this process. Options override the defaults; a port of 0 picks a free one. */
export async function startEmulators(options: EmulatorOptions = {}): Promise<StartedEmulators> {
  const resolved = resolveOptions(options);
  // Each service makes (or tightens) its own folder below it too.
  makePrivateDir(resolved.dataDir);
  const identity = await startIdentityService({
    dataDir: resolved.dataDir,
    httpPort: resolved.identityHttpPort,
    httpsPort: resolved.identityHttpsPort,
    host: resolved.identityHost,
    tokenTtlSeconds: resolved.tokenTtlSeconds,
    redirectUris: resolved.redirectUris,
    logoutUris: resolved.logoutUris,
  });
  let plaid;
  try {
    plaid = await startPlaidService(resolved);
  } catch (error) {
    await identity.close();
    throw error;
  }
  return {
    hostedUiUrl: identity.hostedUiUrl,
    identityApiUrl: identity.identityApiUrl,
    plaidUrl: plaid.url,
    listening: { ...identity.listening, plaid: plaid.listening },
    close: async () => {
      await Promise.all([identity.close(), plaid.close()]);
    },
  };
}
