import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import { parseJson, sendJson, sendText, type Request } from '../../common/http';
import { accountFor, templateFor } from '../accounts';
import { credentialsAreValid } from '../credentials';
import { findInstitution, INSTITUTIONS } from '../institutions';
import type { PlaidApi } from '../plaid-api';
import { errors, PlaidError } from '../plaid-error';
import type { PlaidStore } from '../plaid-store';

const ASSETS = path.join(__dirname, 'assets');
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
};

function asset(name: string): string {
  return fs.readFileSync(path.join(ASSETS, name), 'utf8');
}

/** The Link script, the frame and the frame's own calls (not part of Plaid's public API). */
export function createLinkRoutes(store: PlaidStore, api: PlaidApi, emulatorUrl: () => string) {
  function linkToken(body: Record<string, unknown>) {
    const token = store.findLinkToken(body.link_token);
    if (!token) throw errors.invalidLinkToken();
    if (token.item_id) {
      const item = store.item(token.item_id);
      if (!item || item.removed) throw errors.invalidLinkToken();
      return { token, item };
    }
    return { token, item: undefined };
  }

  function institutionFor(body: Record<string, unknown>, itemInstitution: string | undefined) {
    const institution = findInstitution(body.institution_id);
    if (!institution || (itemInstitution && institution.institution_id !== itemInstitution)) throw errors.invalidInstitution();
    return institution;
  }

  const calls: Record<string, (body: Record<string, unknown>) => Record<string, unknown>> = {
    '/link/api/session'(body) {
      const { token, item } = linkToken(body);
      const institution = item ? findInstitution(item.institution_id) : undefined;
      return {
        link_session_id: crypto.randomUUID(),
        client_name: token.client_name,
        mode: item ? 'update' : 'create',
        institution: institution ? { institution_id: institution.institution_id, name: institution.name, primary_color: institution.primary_color } : null,
        institutions: INSTITUTIONS.map(({ institution_id, name, primary_color }) => ({ institution_id, name, primary_color })),
      };
    },
    '/link/api/credentials'(body) {
      const { item } = linkToken(body);
      const institution = institutionFor(body, item?.institution_id);
      if (!credentialsAreValid(body.username, body.password)) throw errors.invalidCredentials();
      const masks = item ? item.masks : institution.accountMasks;
      return {
        accounts: masks.map((mask) => {
          const template = templateFor(mask);
          return { mask, name: template.name, type: template.type, subtype: template.subtype };
        }),
      };
    },
    '/link/api/complete'(body) {
      const { token, item: existing } = linkToken(body);
      const institution = institutionFor(body, existing?.institution_id);
      if (!credentialsAreValid(body.username, body.password)) throw errors.invalidCredentials();
      let item = existing;
      if (item) {
        // Update mode renews the person's consent; a broken login is repaired, and Plaid says so to the webhook.
        if (item.consent_expiration_time) {
          item.consent_expiration_time = null;
          store.save();
        }
        if (item.login_required) {
          item.login_required = false;
          store.save();
          api.fire(item, { webhook_type: 'ITEM', webhook_code: 'LOGIN_REPAIRED', error: null });
        }
      } else {
        const masks = Array.isArray(body.masks) ? (body.masks as unknown[]).filter((mask): mask is string => institution.accountMasks.includes(String(mask))) : [];
        if (masks.length === 0) throw errors.invalidField('choose at least one account');
        item = api.createItem(institution, {
          clientUserId: token.client_user_id,
          username: String(body.username),
          webhook: token.webhook,
          products: token.products,
          masks,
        });
      }
      const accounts = item.masks.map((mask) => {
        const account = accountFor(item.item_id, item.seed, mask);
        return {
          id: account.account_id,
          name: account.name,
          mask: account.mask,
          type: account.type,
          subtype: account.subtype,
          verification_status: null,
          class_type: null,
        };
      });
      const publicToken = store.createPublicToken(item.item_id);
      return {
        public_token: publicToken,
        metadata: {
          institution: { name: institution.name, institution_id: institution.institution_id },
          accounts,
          account_id: accounts[0]?.id ?? null,
          account: accounts[0] ?? null,
          link_session_id: typeof body.link_session_id === 'string' ? body.link_session_id : crypto.randomUUID(),
          transfer_status: null,
          public_token: publicToken,
        },
      };
    },
  };

  return function handle(req: Request, res: ServerResponse): boolean {
    const pathname = req.url.pathname;
    if (req.method === 'GET' && pathname === '/link-initialize.js') {
      // The origin fallback matters only when the script is evaluated without document.currentScript.
      sendText(res, 200, CONTENT_TYPES['.js']!, asset('link-initialize.js').replace('__EMULATOR_ORIGIN__', emulatorUrl()));
      return true;
    }
    if (req.method === 'GET' && pathname === '/link/frame') {
      sendText(res, 200, CONTENT_TYPES['.html']!, asset('link-frame.html'));
      return true;
    }
    const assetMatch = /^\/link\/assets\/(link-frame\.(?:js|css))$/.exec(pathname);
    if (req.method === 'GET' && assetMatch) {
      const name = assetMatch[1]!;
      sendText(res, 200, CONTENT_TYPES[path.extname(name)]!, asset(name));
      return true;
    }
    const call = calls[pathname];
    if (req.method === 'POST' && call) {
      const requestId = crypto.randomUUID();
      try {
        const body = parseJson(req.body) as Record<string, unknown>;
        sendJson(res, 200, call(body));
      } catch (error) {
        if (error instanceof PlaidError) sendJson(res, error.status, error.body(requestId));
        else if (error instanceof SyntaxError) sendJson(res, 400, errors.invalidBody().body(requestId));
        else throw error;
      }
      return true;
    }
    return false;
  };
}
