import {
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Config } from '../config';

/** What the API asks of the identity service. */
export interface IdentityAdmin {
  /** Sets preferred_username (the API's user_id) on the identity user, so later ID tokens carry it. */
  setPreferredUsername(username: string, userId: string): Promise<void>;
}

export function createCognitoAdmin(config: Config['cognito']): IdentityAdmin {
  const client = new CognitoIdentityProviderClient({
    region: config.region,
    ...(config.endpoint
      ? // The local emulator accepts any credentials; production uses the SDK's default provider chain.
        { endpoint: config.endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : {}),
  });
  return {
    async setPreferredUsername(username, userId) {
      await client.send(
        new AdminUpdateUserAttributesCommand({
          UserPoolId: config.userPoolId,
          Username: username,
          UserAttributes: [{ Name: 'preferred_username', Value: userId }],
        }),
      );
    },
  };
}
