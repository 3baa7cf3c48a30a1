import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { makePrivateDir } from '../common/private-dir';
import { createServer, listen } from '../common/server';
import { loadOrCreateCertificate } from './certificate';
import { hostedUi } from './hosted-ui';
import { IdentityStore } from './identity-store';
import { jsonApi } from './json-api';
import { loadOrCreateSigningKey } from './signing-key';

export interface IdentityServiceOptions {
  dataDir: string;
  httpPort: number;
  httpsPort: number;
  host: string;
  tokenTtlSeconds: number;
  redirectUris: string[];
  logoutUris: string[];
}

export interface IdentityService {
  hostedUiUrl: string;
  identityApiUrl: string;
  /** Where each server listens, as the system reports it. */
  listening: { hostedUi: AddressInfo; identityApi: AddressInfo };
  close(): Promise<void>;
}

/** Starts the hosted UI (https) and the JSON API with the JWKS (http), sharing one store and one signing key. */
export async function startIdentityService(options: IdentityServiceOptions): Promise<IdentityService> {
  const dir = path.join(options.dataDir, 'identity');
  makePrivateDir(dir);
  const store = new IdentityStore(dir);
  const key = loadOrCreateSigningKey(dir);
  const certificate = await loadOrCreateCertificate(dir);
  let hostedUiUrl = '';
  let identityApiUrl = '';

  const hostedUiApp = createServer({ certificate });
  await hostedUiApp.register(hostedUi, { store, key, ...options });
  // Cognito's request ids are UUIDs (x-amzn-requestid).
  const api = createServer({ requestId: () => crypto.randomUUID() });
  await api.register(jsonApi, {
    store,
    key,
    tokenTtlSeconds: options.tokenTtlSeconds,
    hostedUiUrl: () => hostedUiUrl,
    identityApiUrl: () => identityApiUrl,
  });
  const hostedUiAddress = await listen(hostedUiApp, options.httpsPort, options.host);
  hostedUiUrl = `https://localhost:${hostedUiAddress.port}`;
  let identityApiAddress: AddressInfo;
  try {
    identityApiAddress = await listen(api, options.httpPort, options.host);
  } catch (error) {
    await hostedUiApp.close();
    throw error;
  }
  identityApiUrl = `http://localhost:${identityApiAddress.port}`;
  return {
    hostedUiUrl,
    identityApiUrl,
    listening: { hostedUi: hostedUiAddress, identityApi: identityApiAddress },
    close: async () => {
      await Promise.all([hostedUiApp.close(), api.close()]);
    },
  };
}
