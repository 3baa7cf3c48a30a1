import type { GetOrCreateUserBody, UpdateUserBody, UserMetadataResponse } from '@finance/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { badGateway, forbidden, notFound } from '../lib/http-errors';
import type { UserRow, UsersRepository } from '../repositories/users-repository';
import type { IdentityAdmin } from './identity-admin';
import type { IdTokenClaims } from './token-verifier';

function metadata(user: UserRow, auth: IdTokenClaims): UserMetadataResponse {
  return {
    needs_session_refresh: auth.preferredUsername !== user.user_id,
    profile_completed: user.profile_completed,
    accounts_linked: user.accounts_linked,
    user_id: user.user_id,
    given_name: user.given_name,
    family_name: user.family_name,
    email: user.email,
    email_verified: user.email_verified,
  };
}

/** The two operations of POST /user/metadata. */
export class UserService {
  constructor(
    private readonly users: UsersRepository,
    private readonly identity: IdentityAdmin,
  ) {}

  /**
   * The caller's user row: by preferred_username (the user_id) when the token carries it, else by provider and sub.
   * A preferred_username naming someone else's user_id (the attribute can be edited) is refused.
   */
  async caller(auth: IdTokenClaims, provider: string): Promise<UserRow> {
    if (auth.preferredUsername) {
      const user = await this.users.findById(auth.preferredUsername);
      if (user) {
        if (user.provider_sub !== auth.sub) throw forbidden('This token does not belong to that user');
        return user;
      }
    }
    const user = await this.users.findByProviderSub(provider, auth.sub);
    if (!user)
      throw notFound('No user for this sign-in yet: call POST /user/metadata with operation get_or_create first');
    return user;
  }

  /**
   * Creates the caller's user on first sign-in, or answers it. The identity service vouches for email and its
   * verification, so the token wins over the body; the body may only repeat the token's provider and sub. Until the
   * token carries preferred_username = user_id, the client is asked to refresh its session, and the identity service
   * is told it: once (by one caller at a time), again only a day later, since its quota is the whole pool's.
   */
  async getOrCreate(
    auth: IdTokenClaims,
    provider: string,
    body: GetOrCreateUserBody,
    log: FastifyBaseLogger,
  ): Promise<UserMetadataResponse> {
    if (body.provider !== undefined && body.provider.toLowerCase() !== provider) {
      throw forbidden('provider does not match the signed-in identity');
    }
    if (body.provider_sub !== undefined && body.provider_sub !== auth.sub) {
      throw forbidden('provider_sub does not match the signed-in identity');
    }
    const row = await this.users.getOrCreate({
      provider,
      sub: auth.sub,
      email: auth.email ?? null,
      emailVerified: auth.emailVerified,
      givenName: auth.givenName ?? null,
      familyName: auth.familyName ?? null,
    });
    if (auth.preferredUsername !== row.user_id && (await this.users.claimIdentityUpdate(row.user_id))) {
      try {
        await this.identity.setPreferredUsername(auth.username, row.user_id);
      } catch (err) {
        await this.users.releaseIdentityUpdate(row.user_id);
        log.error(
          { err: { name: (err as Error).name, message: (err as Error).message } },
          'AdminUpdateUserAttributes failed',
        );
        throw badGateway('The identity service could not be updated; try again');
      }
    }
    return metadata(row, auth);
  }

  /** Sets accounts_linked and/or completes the profile (names trimmed) of the caller's own user. */
  async update(current: UserRow, auth: IdTokenClaims, body: UpdateUserBody): Promise<UserMetadataResponse> {
    if (body.user_id !== current.user_id) throw forbidden('user_id does not match the signed-in user');
    let row = current;
    if (body.given_name !== undefined && body.family_name !== undefined) {
      row = await this.users.setProfile(
        current.user_id,
        body.given_name.trim(),
        body.family_name.trim(),
        body.profile_completed ?? current.profile_completed,
      );
    }
    if (body.accounts_linked !== undefined)
      row = await this.users.setAccountsLinked(current.user_id, body.accounts_linked);
    return metadata(row, auth);
  }
}
