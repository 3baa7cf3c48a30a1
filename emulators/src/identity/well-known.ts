import type { FastifyInstance } from 'fastify';
import { ISSUER, POOL_ID } from '../config';
import { jwksOf, type SigningKey } from './signing-key';

export interface WellKnownConfig {
  key: SigningKey;
  hostedUiUrl: () => string;
  identityApiUrl: () => string;
}

// Verifiers fetch these on every cold start; a minute of caching spares the emulator without hiding a new key long.
const CACHE_CONTROL = 'max-age=60';

/** The pool's JWKS (at the pool's path, as Cognito serves it, and at the root) and its OpenID configuration. */
export async function wellKnownRoutes(app: FastifyInstance, config: WellKnownConfig): Promise<void> {
  for (const path of [`/${POOL_ID}/.well-known/jwks.json`, '/.well-known/jwks.json']) {
    app.get(path, async (_request, reply) => {
      reply.header('cache-control', CACHE_CONTROL);
      return jwksOf(config.key);
    });
  }
  app.get(`/${POOL_ID}/.well-known/openid-configuration`, async (_request, reply) => {
    const hosted = config.hostedUiUrl();
    reply.header('cache-control', CACHE_CONTROL);
    return {
      issuer: ISSUER,
      authorization_endpoint: `${hosted}/oauth2/authorize`,
      token_endpoint: `${hosted}/oauth2/token`,
      end_session_endpoint: `${hosted}/logout`,
      jwks_uri: `${config.identityApiUrl()}/${POOL_ID}/.well-known/jwks.json`,
      response_types_supported: ['code'],
      scopes_supported: ['openid', 'email', 'phone', 'profile'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      code_challenge_methods_supported: ['S256'],
    };
  });
}
