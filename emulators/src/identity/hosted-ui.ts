import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import { parseEveryBody } from '../common/body';
import { ANY_ORIGIN } from '../common/cors';
import { noStoreByDefault } from '../common/no-store';
import { answerUnexpected, firstValues } from '../common/server';
import { CLIENT_ID } from '../config';
import { authorizeRoutes } from './authorize';
import type { HostedUiApp, HostedUiConfig } from './hosted-ui-config';
import { sendErrorPage } from './hosted-ui-page';
import { SignInRequests } from './sign-in-requests';
import { tokenRoute } from './token-endpoint';

/** The hosted sign-in UI (https): authorize, the stand-in Google chooser, token and logout. */
export const hostedUi = fp(async (app: HostedUiApp, config: HostedUiConfig) => {
  // Forms (browsers and Amplify send x-www-form-urlencoded); the first of a repeated field counts.
  parseEveryBody(app, firstValues);
  noStoreByDefault(app);
  // Set before the token endpoint's context below is made, which takes them over.
  app.setNotFoundHandler((_request, reply) => sendErrorPage(reply, 404, 'Not found.'));
  app.setErrorHandler(answerUnexpected);
  const requests = new SignInRequests();
  authorizeRoutes(app, config, requests);

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

  // CORS, with the preflight of any path, only in the token endpoint's context: the app's pages fetch it, while
  // authorize, the chooser and logout are pages the browser navigates to.
  await app.register(async (tokenApp: HostedUiApp) => {
    await tokenApp.register(cors, ANY_ORIGIN);
    tokenRoute(tokenApp, config, requests);
  });
});
