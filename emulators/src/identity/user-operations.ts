import type { IncomingHttpHeaders } from 'node:http';
import type {
  AdminGetUserRequest,
  AdminGetUserResponse,
  AdminUpdateUserAttributesRequest,
  AdminUpdateUserAttributesResponse,
  AttributeType,
  GetUserRequest,
  GetUserResponse,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Wire } from '../common/wire';
import { CognitoError } from './cognito-error';
import { requirePool, requireSigned, requireString, type OperationInput } from './cognito-input';
import type { User } from './identity-store';
import { userFromAccessToken, type OperationsConfig } from './session-operations';

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

function attributesOf(user: User): Array<Wire<AttributeType>> {
  return [
    { Name: 'sub', Value: user.sub },
    ...Object.entries(user.attributes).map(([Name, Value]) => ({ Name, Value })),
  ];
}

/** The attribute updates of AdminUpdateUserAttributes, checked against the pool's schema. */
function attributeUpdates(attributes: unknown): Array<{ Name: string; Value: string }> {
  if (!Array.isArray(attributes)) {
    throw new CognitoError(
      'InvalidParameterException',
      "1 validation error detected: Value null at 'userAttributes' failed to satisfy constraint: Member must not be null",
    );
  }
  return (attributes as Array<Record<string, unknown>>).map((item) => {
    const name = item?.Name;
    const value = item?.Value;
    if (typeof name !== 'string' || typeof value !== 'string') {
      throw new CognitoError('InvalidParameterException', 'Each attribute needs a Name and a Value.');
    }
    if (name === 'sub') {
      throw new CognitoError('InvalidParameterException', 'Invalid user attributes: sub: Attribute cannot be updated.');
    }
    if (!STANDARD_ATTRIBUTES.has(name) && !/^custom:[\w-]{1,20}$/.test(name)) {
      throw new CognitoError('InvalidParameterException', `Attribute does not exist in the schema: ${name}`);
    }
    return { Name: name, Value: value };
  });
}

/** The JSON API's user operations: the signed-in user's own, and the admin ones the API service calls. */
export function userOperations(config: OperationsConfig) {
  const { store } = config;

  function adminUser(input: OperationInput<AdminGetUserRequest>, headers: IncomingHttpHeaders): User {
    requireSigned(headers);
    requirePool(input);
    const username = requireString(input, 'Username', 'username');
    const user = store.findUser(username);
    if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.');
    return user;
  }

  return {
    async GetUser(input: OperationInput<GetUserRequest>): Promise<Wire<GetUserResponse>> {
      const user = await userFromAccessToken(config, input);
      return { Username: user.username, UserAttributes: attributesOf(user) };
    },
    AdminGetUser(input: OperationInput<AdminGetUserRequest>, headers: IncomingHttpHeaders): Wire<AdminGetUserResponse> {
      const user = adminUser(input, headers);
      return {
        Username: user.username,
        UserAttributes: attributesOf(user),
        UserCreateDate: user.createdAt / 1000,
        UserLastModifiedDate: user.updatedAt / 1000,
        Enabled: true,
        UserStatus: 'EXTERNAL_PROVIDER',
      };
    },
    AdminUpdateUserAttributes(
      input: OperationInput<AdminUpdateUserAttributesRequest>,
      headers: IncomingHttpHeaders,
    ): Wire<AdminUpdateUserAttributesResponse> {
      const user = adminUser(input, headers);
      store.updateAttributes(user, attributeUpdates(input.UserAttributes));
      return {};
    },
  };
}
