import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/http-errors';
import type { UserRow } from '../../repositories/users-repository';

/** The only federated provider; used when the token has no identities claim. */
export const DEFAULT_PROVIDER = 'google';

/**
 * Every route needs `Authorization: Bearer <ID token>` unless its config says public. Routes are protected by
 * default, so a new route cannot be left open by forgetting a hook. On authenticated routes the caller's user row is
 * resolved once, into request.user, unless the route serves callers who may not have one yet (config.unregistered).
 */
export default fp(
  async (app) => {
    app.decorateRequest('auth', null);
    app.decorateRequest('user', null as unknown as UserRow);
    app.addHook('onRequest', async (request) => {
      if (request.method === 'OPTIONS' || request.routeOptions.config?.public) return;
      const header = request.headers.authorization;
      const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
      if (!match) throw unauthorized('Missing bearer token: send Authorization: Bearer <ID token>');
      try {
        request.auth = await app.tokenVerifier.verify(match[1]!);
      } catch {
        throw unauthorized('Invalid or expired ID token');
      }
    });
    // After the body is parsed and validated, so that a malformed request is told so before anything is looked up.
    app.addHook('preHandler', async (request) => {
      if (!request.auth || request.routeOptions.config?.unregistered) return;
      request.user = await resolveUser(request);
    });
  },
  { name: 'auth', dependencies: ['services'] },
);

export function providerOf(request: FastifyRequest): string {
  return request.auth?.provider ?? DEFAULT_PROVIDER;
}

/** The caller's user row (see UserService.caller); 401 without a verified token. */
export async function resolveUser(request: FastifyRequest): Promise<UserRow> {
  const auth = request.auth;
  if (!auth) throw unauthorized('Missing bearer token: send Authorization: Bearer <ID token>');
  return request.server.userService.caller(auth, providerOf(request));
}
