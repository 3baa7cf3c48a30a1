import type { FastifyReply } from 'fastify';
import { CLIENT_ID } from '../config';
import { renderAccountChooser } from './account-chooser-page';
import type { HostedUiApp, HostedUiConfig } from './hosted-ui-config';
import { sendErrorPage, sendPage } from './hosted-ui-page';
import type { SignInRequests } from './sign-in-requests';

type Params = Record<string, string | undefined>;

const ALLOWED_SCOPES = new Set(['openid', 'email', 'profile', 'phone', 'aws.cognito.signin.user.admin']);

/** Back to the app with an OAuth error, once the redirect URI is known to be the app's. */
function errorRedirect(
  reply: FastifyReply,
  redirectUri: string,
  state: string | null,
  error: string,
  description: string,
) {
  const target = new URL(redirectUri);
  target.searchParams.set('error', error);
  target.searchParams.set('error_description', description);
  if (state !== null) target.searchParams.set('state', state);
  reply.redirect(target.toString());
}

/** The authorize endpoint and the stand-in Google account chooser it shows, which ends with a code for the app. */
export function authorizeRoutes(app: HostedUiApp, config: HostedUiConfig, requests: SignInRequests): void {
  app.get<{ Querystring: Params }>('/oauth2/authorize', (request, reply) => {
    const q = request.query;
    if (q.client_id !== CLIENT_ID)
      return sendErrorPage(reply, 400, 'Invalid client_id: the app client does not exist.');
    const redirectUri = q.redirect_uri ?? '';
    if (!config.redirectUris.includes(redirectUri)) {
      return sendErrorPage(reply, 400, 'redirect_mismatch: redirect_uri is not registered for this client.');
    }
    const state = q.state ?? null;
    if (q.response_type !== 'code') {
      return errorRedirect(reply, redirectUri, state, 'unsupported_response_type', 'response_type must be code');
    }
    const codeChallenge = q.code_challenge;
    if (!codeChallenge || q.code_challenge_method !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(codeChallenge)) {
      return errorRedirect(
        reply,
        redirectUri,
        state,
        'invalid_request',
        'PKCE with code_challenge_method S256 is required',
      );
    }
    if (q.identity_provider !== 'Google') {
      return errorRedirect(reply, redirectUri, state, 'invalid_request', 'identity_provider must be Google');
    }
    const scopes = (q.scope ?? 'openid email profile').split(/[\s+]+/).filter(Boolean);
    if (scopes.some((scope) => !ALLOWED_SCOPES.has(scope))) {
      return errorRedirect(
        reply,
        redirectUri,
        state,
        'invalid_scope',
        'a requested scope is not allowed for this client',
      );
    }
    const requestId = requests.begin({ redirectUri, state, codeChallenge, scope: scopes.join(' ') });
    sendPage(reply, 200, renderAccountChooser({ requestId, users: config.store.listUsers() }));
  });

  app.post<{ Body: Params }>('/oauth2/idpresponse', (request, reply) => {
    const form = request.body;
    const requestId = form.request_id ?? '';
    const pending = requests.pendingRequest(requestId);
    if (!pending) return sendErrorPage(reply, 400, 'This sign-in has expired. Start again from the app.');
    let username = form.username;
    if (username) {
      if (!config.store.findUser(username)) return sendErrorPage(reply, 400, 'Unknown account.');
    } else {
      const email = (form.email ?? '').trim();
      const givenName = (form.given_name ?? '').trim();
      const familyName = (form.family_name ?? '').trim();
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || !givenName || !familyName) {
        const error = 'Enter a valid email, a first name and a last name.';
        const values = { email, givenName, familyName };
        return sendPage(
          reply,
          400,
          renderAccountChooser({ requestId, users: config.store.listUsers(), error, values }),
        );
      }
      username = config.store.upsertGoogleUser({ email, givenName, familyName }).username;
    }
    const target = new URL(pending.redirectUri);
    target.searchParams.set('code', requests.complete(requestId, pending, username));
    if (pending.state !== null) target.searchParams.set('state', pending.state);
    reply.redirect(target.toString());
  });
}
