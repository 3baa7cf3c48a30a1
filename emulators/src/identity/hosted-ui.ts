import crypto from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { corsHeaders, parseForm, redirect, sendJson, sendText, type Request } from '../common/http';
import { CLIENT_ID } from '../config';
import { renderAccountChooser, renderErrorPage } from './account-chooser-page';
import type { IdentityStore } from './identity-store';
import type { SigningKey } from './signing-key';
import { issueTokens } from './tokens';

/** An error the person sees in the hosted sign-in window, as a page. */
function sendErrorPage(res: ServerResponse, status: number, message: string): void {
  sendText(res, status, 'text/html; charset=utf-8', renderErrorPage(message));
}

export interface HostedUiConfig {
  store: IdentityStore;
  key: SigningKey;
  tokenTtlSeconds: number;
  redirectUris: string[];
  logoutUris: string[];
}

interface AuthorizeRequest {
  redirectUri: string;
  state: string | null;
  codeChallenge: string;
  scope: string;
  expiresAt: number;
}

interface AuthorizationCode extends AuthorizeRequest {
  username: string;
  authTime: number;
}

const ALLOWED_SCOPES = new Set(['openid', 'email', 'profile', 'phone', 'aws.cognito.signin.user.admin']);
// Cognito's authorization codes live five minutes; pending sign-ins get the same.
const CODE_LIFETIME_MS = 5 * 60 * 1000;

function errorRedirect(
  res: ServerResponse,
  redirectUri: string,
  state: string | null,
  error: string,
  description: string,
) {
  const target = new URL(redirectUri);
  target.searchParams.set('error', error);
  target.searchParams.set('error_description', description);
  if (state !== null) target.searchParams.set('state', state);
  redirect(res, target.toString());
}

/** The hosted sign-in UI (https): authorize, the stand-in Google chooser, token and logout. */
export function createHostedUi(config: HostedUiConfig) {
  // Pending sign-ins and codes are short-lived, so memory is enough: a restart only costs an unfinished sign-in.
  const pending = new Map<string, AuthorizeRequest>();
  const codes = new Map<string, AuthorizationCode>();

  function sweep(): void {
    const now = Date.now();
    for (const [id, item] of pending) if (item.expiresAt < now) pending.delete(id);
    for (const [id, item] of codes) if (item.expiresAt < now) codes.delete(id);
  }

  function authorize(req: Request, res: ServerResponse): void {
    const q = req.url.searchParams;
    if (q.get('client_id') !== CLIENT_ID) {
      sendErrorPage(res, 400, 'Invalid client_id: the app client does not exist.');
      return;
    }
    const redirectUri = q.get('redirect_uri') ?? '';
    if (!config.redirectUris.includes(redirectUri)) {
      sendErrorPage(res, 400, 'redirect_mismatch: redirect_uri is not registered for this client.');
      return;
    }
    const state = q.get('state');
    if (q.get('response_type') !== 'code') {
      errorRedirect(res, redirectUri, state, 'unsupported_response_type', 'response_type must be code');
      return;
    }
    const codeChallenge = q.get('code_challenge');
    if (!codeChallenge || q.get('code_challenge_method') !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(codeChallenge)) {
      errorRedirect(res, redirectUri, state, 'invalid_request', 'PKCE with code_challenge_method S256 is required');
      return;
    }
    if (q.get('identity_provider') !== 'Google') {
      errorRedirect(res, redirectUri, state, 'invalid_request', 'identity_provider must be Google');
      return;
    }
    const scopes = (q.get('scope') ?? 'openid email profile').split(/[\s+]+/).filter(Boolean);
    if (scopes.some((scope) => !ALLOWED_SCOPES.has(scope))) {
      errorRedirect(res, redirectUri, state, 'invalid_scope', 'a requested scope is not allowed for this client');
      return;
    }
    sweep();
    const requestId = crypto.randomUUID();
    pending.set(requestId, {
      redirectUri,
      state,
      codeChallenge,
      scope: scopes.join(' '),
      expiresAt: Date.now() + CODE_LIFETIME_MS,
    });
    sendText(
      res,
      200,
      'text/html; charset=utf-8',
      renderAccountChooser({ requestId, users: config.store.listUsers() }),
    );
  }

  function chooseAccount(req: Request, res: ServerResponse): void {
    const form = parseForm(req.body);
    const requestId = form.get('request_id') ?? '';
    const request = pending.get(requestId);
    if (!request || request.expiresAt < Date.now()) {
      sendErrorPage(res, 400, 'This sign-in has expired. Start again from the app.');
      return;
    }
    let username = form.get('username');
    if (username) {
      if (!config.store.findUser(username)) {
        sendErrorPage(res, 400, 'Unknown account.');
        return;
      }
    } else {
      const email = (form.get('email') ?? '').trim();
      const givenName = (form.get('given_name') ?? '').trim();
      const familyName = (form.get('family_name') ?? '').trim();
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || !givenName || !familyName) {
        sendText(
          res,
          400,
          'text/html; charset=utf-8',
          renderAccountChooser({
            requestId,
            users: config.store.listUsers(),
            error: 'Enter a valid email, a first name and a last name.',
            values: { email, givenName, familyName },
          }),
        );
        return;
      }
      username = config.store.upsertGoogleUser({ email, givenName, familyName }).username;
    }
    pending.delete(requestId);
    const code = crypto.randomUUID();
    codes.set(code, {
      ...request,
      username,
      authTime: Math.floor(Date.now() / 1000),
      expiresAt: Date.now() + CODE_LIFETIME_MS,
    });
    const target = new URL(request.redirectUri);
    target.searchParams.set('code', code);
    if (request.state !== null) target.searchParams.set('state', request.state);
    redirect(res, target.toString());
  }

  function token(req: Request, res: ServerResponse): void {
    const cors = corsHeaders(req);
    const form = parseForm(req.body);
    const fail = (status: number, error: string) => sendJson(res, status, { error }, cors);
    let clientId = form.get('client_id');
    const basic = req.headers.authorization;
    if (!clientId && basic?.startsWith('Basic ')) {
      clientId = Buffer.from(basic.slice(6), 'base64').toString('utf8').split(':')[0] ?? null;
    }
    if (clientId !== CLIENT_ID) return fail(400, 'invalid_client');
    const grantType = form.get('grant_type');
    if (grantType === 'refresh_token') {
      const record = config.store.findRefreshToken(form.get('refresh_token') ?? '');
      const user = record && config.store.findUser(record.username);
      if (!record || record.revoked || record.clientId !== clientId || !user) return fail(400, 'invalid_grant');
      const tokens = issueTokens(config.key, user, record, config.tokenTtlSeconds);
      return sendJson(
        res,
        200,
        {
          id_token: tokens.idToken,
          access_token: tokens.accessToken,
          expires_in: tokens.expiresIn,
          token_type: 'Bearer',
        },
        cors,
      );
    }
    if (grantType !== 'authorization_code') return fail(400, 'unsupported_grant_type');
    const codeValue = form.get('code') ?? '';
    const code = codes.get(codeValue);
    // A code is single-use whatever the outcome, as OAuth asks.
    codes.delete(codeValue);
    const verifier = form.get('code_verifier') ?? '';
    if (
      !code ||
      code.expiresAt < Date.now() ||
      form.get('redirect_uri') !== code.redirectUri ||
      !/^[A-Za-z0-9._~-]{43,128}$/.test(verifier) ||
      crypto.createHash('sha256').update(verifier).digest('base64url') !== code.codeChallenge
    ) {
      return fail(400, 'invalid_grant');
    }
    const user = config.store.findUser(code.username);
    if (!user) return fail(400, 'invalid_grant');
    const session = { clientId, scope: code.scope, authTime: code.authTime, originJti: crypto.randomUUID() };
    const refreshToken = config.store.addRefreshToken({ username: user.username, ...session });
    const tokens = issueTokens(config.key, user, session, config.tokenTtlSeconds);
    sendJson(
      res,
      200,
      {
        id_token: tokens.idToken,
        access_token: tokens.accessToken,
        refresh_token: refreshToken,
        expires_in: tokens.expiresIn,
        token_type: 'Bearer',
      },
      cors,
    );
  }

  function logout(req: Request, res: ServerResponse): void {
    const q = req.url.searchParams;
    if (q.get('client_id') !== CLIENT_ID) {
      sendErrorPage(res, 400, 'Invalid client_id: the app client does not exist.');
      return;
    }
    const logoutUri = q.get('logout_uri') ?? '';
    if (!config.logoutUris.includes(logoutUri)) {
      sendErrorPage(res, 400, 'logout_uri is not registered for this client.');
      return;
    }
    redirect(res, logoutUri);
  }

  return async function handle(req: Request, res: ServerResponse): Promise<void> {
    const path = req.url.pathname;
    if (req.method === 'OPTIONS') {
      res.writeHead(204, corsHeaders(req));
      res.end();
    } else if (path === '/oauth2/authorize' && req.method === 'GET') authorize(req, res);
    else if (path === '/oauth2/idpresponse' && req.method === 'POST') chooseAccount(req, res);
    else if (path === '/oauth2/token' && req.method === 'POST') token(req, res);
    else if (path === '/logout' && req.method === 'GET') logout(req, res);
    else sendErrorPage(res, 404, 'Not found.');
  };
}
