import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UserMetadataBody, UserMetadataResponse } from '@finance/shared/contracts';
import { AUTH_ERRORS, errors } from '../../lib/error-responses';
import { providerOf, resolveUser } from '../../plugins/app/auth';

const user: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/user/metadata',
    {
      // get_or_create is the first call of a new user: there is no user row to resolve before it.
      config: { unregistered: true },
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
      if (body.operation === 'get_or_create')
        return app.userService.getOrCreate(auth, providerOf(request), body, request.log);
      return app.userService.update(await resolveUser(request), auth, body);
    },
  );
};

export default user;
