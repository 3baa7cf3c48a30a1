import type {
  AuthenticationResultType,
  GetTokensFromRefreshTokenRequest,
  GetTokensFromRefreshTokenResponse,
  GlobalSignOutRequest,
  GlobalSignOutResponse,
  InitiateAuthRequest,
  InitiateAuthResponse,
  RevokeTokenRequest,
  RevokeTokenResponse,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Wire } from '../common/wire';
import { CognitoError } from './cognito-error';
import { requireClient, requireString, type OperationInput } from './cognito-input';
import type { IdentityStore, User } from './identity-store';
import type { SigningKey } from './signing-key';
import { issueTokens, verifyAccessToken } from './tokens';

export interface OperationsConfig {
  store: IdentityStore;
  key: SigningKey;
  tokenTtlSeconds: number;
}

/** The user an access token names, if the token is good and its sign-in not revoked. */
export async function userFromAccessToken(
  { store, key }: OperationsConfig,
  input: OperationInput<{ AccessToken: string }>,
): Promise<User> {
  const token = requireString(input, 'AccessToken', 'accessToken');
  const claims = await verifyAccessToken(key, token);
  if (!claims) throw new CognitoError('NotAuthorizedException', 'Invalid Access Token');
  if (store.isOriginRevoked(String(claims.origin_jti))) {
    throw new CognitoError('NotAuthorizedException', 'Access Token has been revoked');
  }
  const user = store.findUser(String(claims.username));
  if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.');
  return user;
}

/** The JSON API's token operations: refresh (two ways), revoke, sign out everywhere. */
export function sessionOperations(config: OperationsConfig) {
  const { store, key } = config;

  async function refresh(refreshToken: string, clientId: string): Promise<Wire<AuthenticationResultType>> {
    const record = store.findRefreshToken(refreshToken);
    if (!record || record.clientId !== clientId)
      throw new CognitoError('NotAuthorizedException', 'Invalid Refresh Token');
    if (record.revoked) throw new CognitoError('NotAuthorizedException', 'Refresh Token has been revoked');
    const user = store.findUser(record.username);
    if (!user) throw new CognitoError('NotAuthorizedException', 'User does not exist.');
    const tokens = await issueTokens(key, user, record, config.tokenTtlSeconds);
    return {
      AccessToken: tokens.accessToken,
      ExpiresIn: tokens.expiresIn,
      IdToken: tokens.idToken,
      TokenType: 'Bearer',
    };
  }

  return {
    async GetTokensFromRefreshToken(
      input: OperationInput<GetTokensFromRefreshTokenRequest>,
    ): Promise<Wire<GetTokensFromRefreshTokenResponse>> {
      const clientId = requireClient(input);
      return { AuthenticationResult: await refresh(requireString(input, 'RefreshToken', 'refreshToken'), clientId) };
    },
    async InitiateAuth(input: OperationInput<InitiateAuthRequest>): Promise<Wire<InitiateAuthResponse>> {
      const clientId = requireClient(input);
      const flow = requireString(input, 'AuthFlow', 'authFlow');
      if (flow !== 'REFRESH_TOKEN_AUTH' && flow !== 'REFRESH_TOKEN') {
        throw new CognitoError('InvalidParameterException', `${flow} flow not enabled for this client`);
      }
      const parameters = (input.AuthParameters ?? {}) as Record<string, unknown>;
      const refreshToken = parameters.REFRESH_TOKEN;
      if (typeof refreshToken !== 'string' || !refreshToken) {
        throw new CognitoError('InvalidParameterException', 'Missing required parameter REFRESH_TOKEN');
      }
      return { AuthenticationResult: await refresh(refreshToken, clientId), ChallengeParameters: {} };
    },
    RevokeToken(input: OperationInput<RevokeTokenRequest>): Wire<RevokeTokenResponse> {
      const clientId = requireClient(input);
      const token = requireString(input, 'Token', 'token');
      if (token.split('.').length === 3) {
        throw new CognitoError('UnsupportedTokenTypeException', 'Only refresh tokens can be revoked.');
      }
      const record = store.findRefreshToken(token);
      // Revoking an unknown or already revoked token succeeds, as RFC 7009 asks.
      if (record && record.clientId === clientId && !record.revoked) store.revokeRefreshToken(record);
      return {};
    },
    async GlobalSignOut(input: OperationInput<GlobalSignOutRequest>): Promise<Wire<GlobalSignOutResponse>> {
      store.revokeAllFor((await userFromAccessToken(config, input)).username);
      return {};
    },
  };
}
