import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { CLIENT_ID } from '../config';
import type { HostedUiApp, HostedUiConfig } from './hosted-ui-config';
import type { SignInRequests } from './sign-in-requests';
import { issueTokens } from './tokens';

type Form = Record<string, string | undefined>;

/** OAuth's token error, as Cognito words it. */
class TokenError extends Error {}

/** The app client: client_id in the form, or HTTP Basic's user name. */
function clientOf(request: FastifyRequest<{ Body: Form }, HostedUiApp['server']>): string | undefined {
  const basic = request.headers.authorization;
  if (!request.body.client_id && basic?.startsWith('Basic ')) {
    return Buffer.from(basic.slice(6), 'base64').toString('utf8').split(':')[0];
  }
  return request.body.client_id;
}

/** POST /oauth2/token: the authorization code with PKCE, or a refresh token, for tokens. CORS for any origin. */
export function tokenRoute(app: HostedUiApp, config: HostedUiConfig, requests: SignInRequests): void {
  async function refresh(form: Form, clientId: string) {
    const record = config.store.findRefreshToken(form.refresh_token ?? '');
    const user = record && config.store.findUser(record.username);
    if (!record || record.revoked || record.clientId !== clientId || !user) throw new TokenError('invalid_grant');
    const tokens = await issueTokens(config.key, user, record, config.tokenTtlSeconds);
    return {
      id_token: tokens.idToken,
      access_token: tokens.accessToken,
      expires_in: tokens.expiresIn,
      token_type: 'Bearer',
    };
  }

  async function exchangeCode(form: Form, clientId: string) {
    const code = requests.takeCode(form.code ?? '');
    const verifier = form.code_verifier ?? '';
    if (
      !code ||
      form.redirect_uri !== code.redirectUri ||
      !/^[A-Za-z0-9._~-]{43,128}$/.test(verifier) ||
      crypto.createHash('sha256').update(verifier).digest('base64url') !== code.codeChallenge
    ) {
      throw new TokenError('invalid_grant');
    }
    const user = config.store.findUser(code.username);
    if (!user) throw new TokenError('invalid_grant');
    const session = { clientId, scope: code.scope, authTime: code.authTime, originJti: crypto.randomUUID() };
    const refreshToken = config.store.addRefreshToken({ username: user.username, ...session });
    const tokens = await issueTokens(config.key, user, session, config.tokenTtlSeconds);
    return {
      id_token: tokens.idToken,
      access_token: tokens.accessToken,
      refresh_token: refreshToken,
      expires_in: tokens.expiresIn,
      token_type: 'Bearer',
    };
  }

  app.post<{ Body: Form }>('/oauth2/token', async (request, reply) => {
    const clientId = clientOf(request);
    try {
      if (clientId !== CLIENT_ID) throw new TokenError('invalid_client');
      const grantType = request.body.grant_type;
      if (grantType === 'refresh_token') return await refresh(request.body, clientId);
      if (grantType !== 'authorization_code') throw new TokenError('unsupported_grant_type');
      return await exchangeCode(request.body, clientId);
    } catch (error) {
      if (!(error instanceof TokenError)) throw error;
      reply.code(400);
      return { error: error.message };
    }
  });
}
