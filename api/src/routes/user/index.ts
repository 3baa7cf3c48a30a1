import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badGateway, badRequest, forbidden } from '../../lib/http-errors';
import { providerOf, requireUser } from '../../plugins/app/auth';
import { UsersRepository, type UserRow } from '../../repositories/users-repository';
import { UserMetadataBody, UserMetadataResponse } from '@finance/shared/contracts';
import { AUTH_ERRORS, errors } from '../../lib/error-responses';
import type { IdTokenClaims } from '../../services/token-verifier';

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

const user: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/user/metadata',
    {
      schema: {
        tags: ['user'],
        summary: 'get_or_create the signed-in user, or update accounts_linked or the profile',
        body: UserMetadataBody,
        response: { 200: UserMetadataResponse, ...errors(...AUTH_ERRORS, 502) },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const body = request.body;
      const users = new UsersRepository(app.db);

      if (body.operation === 'get_or_create') {
        const provider = providerOf(request);
        if (body.provider !== undefined && body.provider.toLowerCase() !== provider) {
          throw forbidden('provider does not match the signed-in identity');
        }
        if (body.provider_sub !== undefined && body.provider_sub !== auth.sub) {
          throw forbidden('provider_sub does not match the signed-in identity');
        }
        // The identity service vouches for email and its verification: the token wins over the body.
        const row = await users.getOrCreate({
          provider,
          sub: auth.sub,
          email: auth.email ?? null,
          emailVerified: auth.emailVerified,
          givenName: auth.givenName ?? null,
          familyName: auth.familyName ?? null,
        });
        if (auth.preferredUsername !== row.user_id) {
          try {
            await app.identity.setPreferredUsername(auth.username, row.user_id);
          } catch (err) {
            request.log.error({ err: { name: (err as Error).name, message: (err as Error).message } }, 'AdminUpdateUserAttributes failed');
            throw badGateway('The identity service could not be updated; try again');
          }
        }
        return metadata(row, auth);
      }

      const current = await requireUser(request);
      if (body.user_id === undefined) throw badRequest('user_id is required for update');
      if (body.user_id !== current.user_id) throw forbidden('user_id does not match the signed-in user');
      const profileFields = [body.given_name, body.family_name, body.profile_completed].some((v) => v !== undefined);
      if (body.accounts_linked === undefined && !profileFields) {
        throw badRequest('update needs accounts_linked, or given_name, family_name and profile_completed');
      }
      let row = current;
      if (profileFields) {
        const given = body.given_name?.trim() ?? '';
        const family = body.family_name?.trim() ?? '';
        if (!given || !family) throw badRequest('First name and last name are required');
        row = await users.setProfile(current.user_id, given, family, body.profile_completed ?? current.profile_completed);
      }
      if (body.accounts_linked !== undefined) row = await users.setAccountsLinked(current.user_id, body.accounts_linked);
      return metadata(row, auth);
    },
  );
};

export default user;
