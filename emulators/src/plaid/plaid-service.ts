import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseEveryBody } from '../common/body';
import { noStoreByDefault } from '../common/no-store';
import { makePrivateDir } from '../common/private-dir';
import { answerUnexpected, createServer, listen } from '../common/server';
import type { ResolvedOptions } from '../config';
import { ItemData } from './item-data';
import { ItemWebhooks } from './item-webhooks';
import { Items } from './items';
import { linkAssetRoutes } from './link/link-assets';
import { linkSessionRoutes } from './link/link-session';
import { plaidApi } from './plaid-api';
import type { PlaidContext } from './plaid-context';
import { errors, PlaidError } from './plaid-error';
import { PlaidStore } from './plaid-store';
import { loadOrCreateWebhookKey, WebhookSender } from './webhook-sender';

export interface PlaidService {
  url: string;
  /** Where the server listens, as the system reports it. */
  listening: AddressInfo;
  close(): Promise<void>;
}

// How often the emulator looks for a new day's data to announce by webhook while it runs.
const NEW_DATA_CHECK_MS = 60_000;

/** Plaid's request ids: 15 characters of letters and digits. */
function requestId(): string {
  return crypto.randomBytes(8).toString('base64url').replace(/[-_]/g, 'x').slice(0, 15);
}

/** A body as Plaid reads it: a JSON object (INVALID_BODY otherwise); no body at all is an empty one. */
function parsePlaidBody(text: string): object {
  if (text.length === 0) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed;
  } catch {
    // the same error as a body that is not an object
  }
  throw errors.invalidBody();
}

/** The Plaid API subset, link-initialize.js and the Link UI, on one http server. */
export async function startPlaidService(options: ResolvedOptions): Promise<PlaidService> {
  const dir = path.join(options.dataDir, 'plaid');
  makePrivateDir(dir);
  const store = new PlaidStore(dir);
  const webhookKey = loadOrCreateWebhookKey(dir);
  const sender = new WebhookSender(webhookKey, options.log);
  const data = new ItemData(store);
  const webhooks = new ItemWebhooks(sender, options.plaidWebhookOverride);
  const items = new Items(store, data, webhooks, options);
  const ctx: PlaidContext = { store, data, items, webhooks, webhookKey };
  let url = '';

  const app = createServer({ requestId });
  noStoreByDefault(app);
  parseEveryBody(app, parsePlaidBody);
  // An unknown path is NOT_FOUND whatever its body, one that is no JSON object included (is404 below).
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errors.notFound().body(request.id));
  });
  app.setErrorHandler((error, request, reply) => {
    if (!(error instanceof PlaidError)) return answerUnexpected(error, request, reply);
    const answer = request.is404 ? errors.notFound() : error;
    reply.code(answer.status).send(answer.body(request.id));
  });
  // After the handlers: a plugin's routes keep the handlers its parent had when the plugin was loaded.
  await app.register(linkAssetRoutes, { emulatorUrl: () => url });
  await app.register(linkSessionRoutes, ctx);
  await app.register(plaidApi, ctx);

  const address = await listen(app, options.plaidPort, options.plaidHost);
  url = `http://localhost:${address.port}`;
  const timer = setInterval(() => items.catchUpAll(), NEW_DATA_CHECK_MS);
  timer.unref();
  return {
    url,
    listening: address,
    close: async () => {
      clearInterval(timer);
      await app.close();
      await sender.drain();
    },
  };
}
