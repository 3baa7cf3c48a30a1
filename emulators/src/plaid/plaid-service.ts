import crypto from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { closeServer, listen, parseJson, sendJson, toListener } from '../common/http';
import type { ResolvedOptions } from '../config';
import { ItemData } from './item-data';
import { createLinkRoutes } from './link/link-routes';
import { createPlaidApi } from './plaid-api';
import { errors, PlaidError } from './plaid-error';
import { PlaidStore } from './plaid-store';
import { loadOrCreateWebhookKey, WebhookSender } from './webhook-sender';

export interface PlaidService {
  url: string;
  close(): Promise<void>;
}

// How often the emulator looks for a new day's data to announce by webhook while it runs.
const NEW_DATA_CHECK_MS = 60_000;

function requestId(): string {
  return crypto.randomBytes(8).toString('base64url').replace(/[-_]/g, 'x').slice(0, 15);
}

/** The Plaid API subset, link-initialize.js and the Link UI, on one http server. */
export async function startPlaidService(options: ResolvedOptions): Promise<PlaidService> {
  const dir = path.join(options.dataDir, 'plaid');
  const store = new PlaidStore(dir);
  const webhookKey = loadOrCreateWebhookKey(dir);
  const sender = new WebhookSender(webhookKey, options.log);
  const data = new ItemData(store);
  const api = createPlaidApi({ store, data, sender, webhookKey, options });
  let url = '';
  const link = createLinkRoutes(store, api, () => url);

  const server = http.createServer(
    toListener(
      () => url,
      (req, res) => {
        if (link(req, res)) return;
        const id = requestId();
        try {
          if (req.method !== 'POST' || !api.has(req.url.pathname)) throw errors.notFound();
          let body: Record<string, unknown>;
          try {
            const parsed = parseJson(req.body);
            if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new SyntaxError('not an object');
            body = parsed as Record<string, unknown>;
          } catch {
            throw errors.invalidBody();
          }
          sendJson(res, 200, { ...api.call(req.url.pathname, body, req), request_id: id });
        } catch (error) {
          if (error instanceof PlaidError) sendJson(res, error.status, error.body(id));
          else throw error;
        }
      },
    ),
  );
  url = `http://localhost:${await listen(server, options.plaidPort)}`;
  const timer = setInterval(() => api.catchUpAll(), NEW_DATA_CHECK_MS);
  timer.unref();
  return {
    url,
    close: async () => {
      clearInterval(timer);
      await closeServer(server);
      await sender.drain();
    },
  };
}
