import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { closeServer, listen, toListener } from '../common/http';
import { loadOrCreateCertificate } from './certificate';
import { createHostedUi } from './hosted-ui';
import { IdentityStore } from './identity-store';
import { createJsonApi } from './json-api';
import { loadOrCreateSigningKey } from './signing-key';

export interface IdentityServiceOptions {
  dataDir: string;
  httpPort: number;
  httpsPort: number;
  tokenTtlSeconds: number;
  redirectUris: string[];
  logoutUris: string[];
}

export interface IdentityService {
  hostedUiUrl: string;
  identityApiUrl: string;
  close(): Promise<void>;
}

/** Starts the hosted UI (https) and the JSON API with the JWKS (http), sharing one store and one signing key. */
export async function startIdentityService(options: IdentityServiceOptions): Promise<IdentityService> {
  const dir = path.join(options.dataDir, 'identity');
  const store = new IdentityStore(dir);
  const key = loadOrCreateSigningKey(dir);
  const certificate = await loadOrCreateCertificate(dir);
  let hostedUiUrl = '';
  let identityApiUrl = '';

  const hostedUi = https.createServer(
    certificate,
    toListener(() => hostedUiUrl, createHostedUi({ store, key, ...options })),
  );
  const api = http.createServer(
    toListener(
      () => identityApiUrl,
      createJsonApi({
        store,
        key,
        tokenTtlSeconds: options.tokenTtlSeconds,
        hostedUiUrl: () => hostedUiUrl,
        identityApiUrl: () => identityApiUrl,
      }),
    ),
  );
  hostedUiUrl = `https://localhost:${await listen(hostedUi, options.httpsPort)}`;
  try {
    identityApiUrl = `http://localhost:${await listen(api, options.httpPort)}`;
  } catch (error) {
    await closeServer(hostedUi);
    throw error;
  }
  return {
    hostedUiUrl,
    identityApiUrl,
    close: async () => {
      await Promise.all([closeServer(hostedUi), closeServer(api)]);
    },
  };
}
