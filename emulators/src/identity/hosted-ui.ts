import type { Server as HttpsServer } from 'node:https';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { parseEveryBody } from '../common/body';
import { answerPreflights } from '../common/cors';
import { noStoreByDefault } from '../common/no-store';
import { answerUnexpected, firstValues } from '../common/server';
import { CLIENT_ID } from '../config';
import { authorizeRoutes } from './authorize';
import { sendErrorPage } from './hosted-ui-page';
import type { IdentityStore } from './identity-store';
import { SignInRequests } from './sign-in-requests';
import type { SigningKey } from './signing-key';
import { tokenRoute } from './token-endpoint';

export type HostedUiApp = FastifyInstance<HttpsServer>;

export interface HostedUiConfig {
  store: IdentityStore;
  key: SigningKey;
  tokenTtlSeconds: number;
  redirectUris: string[];
  logoutUris: string[];
}

/** The hosted sign-in UI (https): authorize, the stand-in Google chooser, token and logout. */
export const hostedUi = fp(async (app: HostedUiApp, config: HostedUiConfig) => {
  // Forms (browsers and Amplify send x-www-form-urlencoded); the first of a repeated field counts.
  parseEveryBody(app, firstValues);
  noStoreByDefault(app);
  answerPreflights(app);
  const requests = new SignInRequests();
  authorizeRoutes(app, config, requests);
  tokenRoute(app, config, requests);

  app.get<{ Querystring: Record<string, string | undefined> }>('/logout', (request, reply) => {
    if (request.query.client_id !== CLIENT_ID) {
      return sendErrorPage(reply, 400, 'Invalid client_id: the app client does not exist.');
    }
    const logoutUri = request.query.logout_uri ?? '';
    if (!config.logoutUris.includes(logoutUri)) {
      return sendErrorPage(reply, 400, 'logout_uri is not registered for this client.');
    }
    reply.redirect(logoutUri);
  });

  app.setNotFoundHandler((_request, reply) => sendErrorPage(reply, 404, 'Not found.'));
  app.setErrorHandler(answerUnexpected);
});
