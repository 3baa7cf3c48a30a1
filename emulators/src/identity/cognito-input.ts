import type { IncomingHttpHeaders } from 'node:http';
import { CLIENT_ID, POOL_ID } from '../config';
import { CognitoError } from './cognito-error';

/** A JSON API call's input: the parsed body, whose fields each operation checks as Cognito does. */
export type Input = Record<string, unknown>;

/**
 * An operation's input, its fields named by the AWS SDK's request type (GetUserRequest, ...) and each unknown until
 * checked: the body is the caller's, read as JSON and nothing more.
 */
export type OperationInput<Request> = { [Field in keyof Request]?: unknown };

export function requireString<Request>(
  input: OperationInput<Request>,
  field: keyof Request & string,
  wireName: string,
): string {
  const value = input[field];
  if (typeof value !== 'string' || value === '') {
    throw new CognitoError(
      'InvalidParameterException',
      `1 validation error detected: Value null at '${wireName}' failed to satisfy constraint: Member must not be null`,
    );
  }
  return value;
}

export function requireClient(input: OperationInput<{ ClientId: string }>): string {
  const clientId = requireString(input, 'ClientId', 'clientId');
  if (clientId !== CLIENT_ID)
    throw new CognitoError('ResourceNotFoundException', `User pool client ${clientId} does not exist.`);
  return clientId;
}

export function requirePool(input: OperationInput<{ UserPoolId: string }>): void {
  const poolId = requireString(input, 'UserPoolId', 'userPoolId');
  if (poolId !== POOL_ID) throw new CognitoError('ResourceNotFoundException', `User pool ${poolId} does not exist.`);
}

/**
 * Admin operations are signed with SigV4 by the AWS SDK. The emulator has no IAM to check the signature against, but
 * it refuses unsigned calls, as AWS does, so a caller that forgot credentials fails here as it would in production.
 */
export function requireSigned(headers: IncomingHttpHeaders): void {
  const authorization = headers.authorization;
  if (typeof authorization !== 'string' || !authorization.startsWith('AWS4-HMAC-SHA256 ')) {
    throw new CognitoError('MissingAuthenticationTokenException', 'Missing Authentication Token', 400);
  }
}
