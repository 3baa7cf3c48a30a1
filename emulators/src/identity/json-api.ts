import crypto from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { corsHeaders, sendJson, type Request } from '../common/http';
import { CLIENT_ID, ISSUER, POOL_ID } from '../config';
import { CognitoError } from './cognito-error';
import type { IdentityStore, User } from './identity-store';
import { jwksOf, type SigningKey } from './signing-key';
import { issueTokens, verifyAccessToken } from './tokens';

export interface JsonApiConfig {
  store: IdentityStore;
  key: SigningKey;
  tokenTtlSeconds: number;
  hostedUiUrl: () => string;
  identityApiUrl: () => string;
}

type Input = Record<string, unknown>;
type Operation = (input: Input, req: Request) => unknown;

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

// The standard attributes of a user pool; anything else must be a custom: attribute.
const STANDARD_ATTRIBUTES = new Set([
  'address',
  'birthdate',
  'email',
  'email_verified',
  'family_name',
  'gender',
  'given_name',
  'locale',
  'middle_name',
  'name',
  'nickname',
  'phone_number',
  'phone_number_verified',
  'picture',
  'preferred_username',
  'profile',
  'updated_at',
  'website',
  'zoneinfo',
]);

function requireString(input: Input, field: string, wireName: string): string {
  const value = input[field];
  if (typeof value !== 'string' || value === '') {
    throw new CognitoError(
      'InvalidParameterException',
      `1 validation error detected: Value null at '${wireName}' failed to satisfy constraint: Member must not be null`,
    );
  }
  return value;
}

function requireClient(input: Input): string {
  const clientId = requireString(input, 'ClientId', 'clientId');
  if (clientId !== CLIENT_ID)
    throw new CognitoError('ResourceNotFoundException', `User pool client ${clientId} does not exist.`);
  return clientId;
}

function requirePool(input: Input): void {
  const poolId = requireString(input, 'UserPoolId', 'userPoolId');
  if (poolId !== POOL_ID) throw new CognitoError('ResourceNotFoundException', `User pool ${poolId} does not exist.`);
}

/**
 * Admin operations are signed with SigV4 by the AWS SDK. The emulator has no IAM to check the signature against, but
 * it refuses unsigned calls, as AWS does, so a caller that forgot credentials fails here as it would in production.
 */
function requireSigned(req: Request): void {
  const authorization = req.headers.authorization;
  if (typeof authorization !== 'string' || !authorization.startsWith('AWS4-HMAC-SHA256 ')) {
    throw new CognitoError('MissingAuthenticationTokenException', 'Missing Authentication Token', 400);
  }
}

function attributesOf(user: User): Array<{ Name: string; Value: string }> {
  return [
    { Name: 'sub', Value: user.sub },
    ...Object.entries(user.attributes).map(([Name, Value]) => ({ Name, Value })),
  ];
}

/** The Cognito JSON API (x-amz-target over http), the subset Amplify and the API service call, plus the JWKS. */
export function createJsonApi(config: JsonApiConfig) {
  const { store, key } = config;

  function refresh(refreshToken: string, clientId: string) {
    const record = store.findRefreshToken(refreshToken);
    if (!record || record.clientId !== clientId)
      throw new CognitoError('NotAuthorizedException', 'Invalid Refresh Token');
    if (record.revoked) throw new CognitoError('NotAuthorizedException', 'Refresh Token has been revoked');
    const user = store.findUser(record.username);
    if (!user) throw new CognitoError('NotAuthorizedException', 'User does not exist.');
    const tokens = issueTokens(key, user, record, config.tokenTtlSeconds);
    return {
      AccessToken: tokens.accessToken,
      ExpiresIn: tokens.expiresIn,
      IdToken: tokens.idToken,
      TokenType: 'Bearer',
    };
  }

  function userFromAccessToken(input: Input): User {
    const token = requireString(input, 'AccessToken', 'accessToken');
    const claims = verifyAccessToken(key, token);
    if (!claims) throw new CognitoError('NotAuthorizedException', 'Invalid Access Token');
    if (store.isOriginRevoked(String(claims.origin_jti))) {
      throw new CognitoError('NotAuthorizedException', 'Access Token has been revoked');
    }
    const user = store.findUser(String(claims.username));
    if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.');
    return user;
  }

  function adminUser(input: Input, req: Request): User {
    requireSigned(req);
    requirePool(input);
    const username = requireString(input, 'Username', 'username');
    const user = store.findUser(username);
    if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.');
    return user;
  }

  const operations: Record<string, Operation> = {
    GetTokensFromRefreshToken(input) {
      const clientId = requireClient(input);
      return { AuthenticationResult: refresh(requireString(input, 'RefreshToken', 'refreshToken'), clientId) };
    },
    InitiateAuth(input) {
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
      return { AuthenticationResult: refresh(refreshToken, clientId), ChallengeParameters: {} };
    },
    RevokeToken(input) {
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
    GlobalSignOut(input) {
      store.revokeAllFor(userFromAccessToken(input).username);
      return {};
    },
    GetUser(input) {
      const user = userFromAccessToken(input);
      return { Username: user.username, UserAttributes: attributesOf(user) };
    },
    AdminGetUser(input, req) {
      const user = adminUser(input, req);
      return {
        Username: user.username,
        UserAttributes: attributesOf(user),
        UserCreateDate: user.createdAt / 1000,
        UserLastModifiedDate: user.updatedAt / 1000,
        Enabled: true,
        UserStatus: 'EXTERNAL_PROVIDER',
      };
    },
    AdminUpdateUserAttributes(input, req) {
      const user = adminUser(input, req);
      const attributes = input.UserAttributes;
      if (!Array.isArray(attributes)) {
        throw new CognitoError(
          'InvalidParameterException',
          "1 validation error detected: Value null at 'userAttributes' failed to satisfy constraint: Member must not be null",
        );
      }
      const updates: Array<{ Name: string; Value: string }> = [];
      for (const item of attributes as Array<Record<string, unknown>>) {
        const name = item?.Name;
        const value = item?.Value;
        if (typeof name !== 'string' || typeof value !== 'string') {
          throw new CognitoError('InvalidParameterException', 'Each attribute needs a Name and a Value.');
        }
        if (name === 'sub') {
          throw new CognitoError(
            'InvalidParameterException',
            'Invalid user attributes: sub: Attribute cannot be updated.',
          );
        }
        if (!STANDARD_ATTRIBUTES.has(name) && !/^custom:[\w-]{1,20}$/.test(name)) {
          throw new CognitoError('InvalidParameterException', `Attribute does not exist in the schema: ${name}`);
        }
        updates.push({ Name: name, Value: value });
      }
      store.updateAttributes(user, updates);
      return {};
    },
  };

  function sendError(res: ServerResponse, error: CognitoError, cors: Record<string, string>, requestId: string): void {
    sendJson(
      res,
      error.status,
      { __type: error.type, message: error.message },
      {
        ...cors,
        'content-type': 'application/x-amz-json-1.1',
        'x-amzn-requestid': requestId,
        'x-amzn-errortype': `${error.type}:`,
        'x-amzn-errormessage': error.message,
      },
    );
  }

  function wellKnown(path: string): unknown {
    if (path === `/${POOL_ID}/.well-known/jwks.json` || path === '/.well-known/jwks.json') return jwksOf(key);
    if (path === `/${POOL_ID}/.well-known/openid-configuration`) {
      const hosted = config.hostedUiUrl();
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
    }
    return undefined;
  }

  return async function handle(req: Request, res: ServerResponse): Promise<void> {
    const cors = corsHeaders(req);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    if (req.method === 'GET') {
      const document = wellKnown(req.url.pathname);
      if (document) sendJson(res, 200, document, { ...cors, 'cache-control': 'max-age=60' });
      else sendJson(res, 404, { message: 'Not found' }, cors);
      return;
    }
    const requestId = crypto.randomUUID();
    const target = String(req.headers['x-amz-target'] ?? '');
    const operation = target.startsWith(TARGET_PREFIX) ? operations[target.slice(TARGET_PREFIX.length)] : undefined;
    if (req.method !== 'POST' || !operation) {
      sendError(res, new CognitoError('UnknownOperationException', `Unknown operation ${target}`), cors, requestId);
      return;
    }
    let input: Input;
    try {
      const parsed: unknown = req.body.length ? JSON.parse(req.body.toString('utf8')) : {};
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      input = parsed as Input;
    } catch {
      sendError(res, new CognitoError('SerializationException', 'Request body is not valid JSON'), cors, requestId);
      return;
    }
    try {
      const output = operation(input, req);
      sendJson(res, 200, output, {
        ...cors,
        'content-type': 'application/x-amz-json-1.1',
        'x-amzn-requestid': requestId,
      });
    } catch (error) {
      if (error instanceof CognitoError) sendError(res, error, cors, requestId);
      else throw error;
    }
  };
}
