import type { Server as HttpsServer } from 'node:https';
import type { FastifyInstance } from 'fastify';
import type { IdentityStore } from './identity-store';
import type { SigningKey } from './signing-key';

/** The hosted UI's https server, which its routes (authorize, token, logout) are added to. */
export type HostedUiApp = FastifyInstance<HttpsServer>;

export interface HostedUiConfig {
  store: IdentityStore;
  key: SigningKey;
  tokenTtlSeconds: number;
  redirectUris: string[];
  logoutUris: string[];
}
