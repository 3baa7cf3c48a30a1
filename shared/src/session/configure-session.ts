import { setApiBaseUrl } from '../api/api-base-url';
import type { RuntimeConfig } from '../config/runtime-config';
import { setIdentityEndpoints } from './identity-endpoints';
import { setIdentityConfig } from './identity-loader';

/**
 * Points Amplify at the identity service of the runtime config (a Cognito pool in production, the emulator locally)
 * and the API client at the API host. Call once per page, before session.start(). Amplify itself is configured when
 * it is first loaded (see identity-loader.ts).
 */
export function configureSession(config: RuntimeConfig): void {
  const { identity } = config;
  setIdentityConfig(
    {
      Auth: {
        Cognito: {
          userPoolId: identity.userPoolId,
          userPoolClientId: identity.userPoolClientId,
          // Amplify refreshes tokens through the JSON API at this endpoint; production leaves Cognito's default.
          ...(identity.userPoolEndpoint !== null ? { userPoolEndpoint: identity.userPoolEndpoint } : {}),
          loginWith: {
            oauth: {
              domain: identity.domain,
              scopes: identity.scopes,
              redirectSignIn: [identity.redirectSignIn],
              redirectSignOut: [identity.redirectSignOut],
              responseType: 'code',
              providers: ['Google'],
            },
          },
        },
      },
    },
    identity.userPoolClientId,
  );
  setApiBaseUrl(config.apiUrl);
  setIdentityEndpoints(identity);
}
