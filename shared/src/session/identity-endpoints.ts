import type { IdentityConfig } from '../config/runtime-config';

/** Where the identity service answers, from the runtime config; set by configureSession, null until then. */
export interface IdentityEndpoints {
  /** The hosted sign-in, where signInWithRedirect sends the page. */
  hostedUiOrigin: string;
  /** A document the JSON API serves (the pool's JWKS); only where the config names its own endpoint (the emulator). */
  jsonApiUrl: string | null;
}

let endpoints: IdentityEndpoints | null = null;

/** identity.domain carries no scheme: Amplify always reaches the hosted UI over https. */
export function setIdentityEndpoints(identity: IdentityConfig): void {
  endpoints = {
    hostedUiOrigin: `https://${identity.domain.replace(/\/+$/, '')}`,
    jsonApiUrl:
      identity.userPoolEndpoint === null
        ? null
        : `${identity.userPoolEndpoint.replace(/\/+$/, '')}/${identity.userPoolId}/.well-known/jwks.json`,
  };
}

export function getIdentityEndpoints(): IdentityEndpoints | null {
  return endpoints;
}
