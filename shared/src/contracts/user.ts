import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common';

const Name = Type.String({ maxLength: 100 });

export const UserMetadataBody = Type.Object(
  {
    operation: Type.Union([Type.Literal('get_or_create'), Type.Literal('update')]),
    provider: Type.Optional(Type.String({ minLength: 1, maxLength: 50, description: 'get_or_create: the federated provider, "google"' })),
    provider_sub: Type.Optional(Type.String({ minLength: 1, maxLength: 255, description: "get_or_create: the token's sub" })),
    email: Type.Optional(Type.String({ maxLength: 320 })),
    email_verified: Type.Optional(Type.Boolean()),
    user_id: Type.Optional(Type.String({ maxLength: 64, description: "update: must be the caller's own user_id" })),
    accounts_linked: Type.Optional(Type.Boolean()),
    given_name: Type.Optional(Name),
    family_name: Type.Optional(Name),
    profile_completed: Type.Optional(Type.Boolean()),
  },
  {
    description:
      'get_or_create: provider, provider_sub, email, email_verified. update: user_id with accounts_linked, ' +
      'or user_id with given_name, family_name and profile_completed.',
  },
);
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
