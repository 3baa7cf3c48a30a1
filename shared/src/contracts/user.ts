import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common';

const NAMES_REQUIRED = 'First name and last name are required';

/** A name with at least one letter or sign that is not white space. */
const Name = Type.String({ maxLength: 100, pattern: '\\S', errorMessage: NAMES_REQUIRED });

/** First sign-in: creates the user, or returns the existing one. Email and its verification come from the token. */
export const GetOrCreateUserBody = Type.Object({
  operation: Type.Literal('get_or_create'),
  provider: Type.Optional(
    Type.String({ minLength: 1, maxLength: 50, description: 'The federated provider, "google"' }),
  ),
  provider_sub: Type.Optional(Type.String({ minLength: 1, maxLength: 255, description: "The token's sub" })),
  email: Type.Optional(Type.String({ maxLength: 320 })),
  email_verified: Type.Optional(Type.Boolean()),
});
export type GetOrCreateUserBody = Static<typeof GetOrCreateUserBody>;

/**
 * Sets accounts_linked, or completes the profile (given_name, family_name and profile_completed together), of the
 * caller's own user_id. `errorMessage` (read by the API's validation error formatter) gives each broken rule its words.
 */
export const UpdateUserBody = Type.Object(
  {
    operation: Type.Literal('update'),
    user_id: Type.String({ maxLength: 64, description: "Must be the caller's own user_id" }),
    accounts_linked: Type.Optional(Type.Boolean()),
    given_name: Type.Optional(Name),
    family_name: Type.Optional(Name),
    profile_completed: Type.Optional(Type.Boolean()),
  },
  {
    errorMessage: { required: 'user_id is required for update' },
    allOf: [
      {
        anyOf: ['accounts_linked', 'given_name', 'family_name', 'profile_completed'].map((field) => ({
          required: [field],
        })),
        errorMessage: 'update needs accounts_linked, or given_name, family_name and profile_completed',
      },
      {
        if: { anyOf: ['given_name', 'family_name', 'profile_completed'].map((field) => ({ required: [field] })) },
        then: { required: ['given_name', 'family_name', 'profile_completed'], errorMessage: NAMES_REQUIRED },
      },
    ],
  },
);
export type UpdateUserBody = Static<typeof UpdateUserBody>;

export const UserMetadataBody = Type.Union([GetOrCreateUserBody, UpdateUserBody], {
  description:
    'get_or_create: provider, provider_sub, email, email_verified. update: user_id with accounts_linked, ' +
    'or user_id with given_name, family_name and profile_completed.',
});
export type UserMetadataBody = Static<typeof UserMetadataBody>;

export const UserMetadataResponse = Type.Object({
  needs_session_refresh: Type.Boolean({ description: 'true until the ID token carries preferred_username = user_id' }),
  profile_completed: Type.Boolean(),
  accounts_linked: Type.Boolean(),
  user_id: Type.String(),
  given_name: Nullable(Type.String()),
  family_name: Nullable(Type.String()),
  email: Nullable(Type.String()),
  email_verified: Type.Boolean(),
});
export type UserMetadataResponse = Static<typeof UserMetadataResponse>;
