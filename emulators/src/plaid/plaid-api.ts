import crypto from 'node:crypto';
import type { ResolvedOptions } from '../config';
import { PLAID_CLIENT_ID, PLAID_SECRET } from '../config';
import type { Request } from '../common/http';
import { BENCH_USERNAME, credentialsAreValid, GOOD_USERNAME } from './credentials';
import { findInstitution, institutionResponse, type Institution } from './institutions';
import type { ItemData } from './item-data';
import { errors, PlaidError } from './plaid-error';
import type { Item, PlaidStore } from './plaid-store';
import { syncPage } from './transactions-sync';
import { publicJwk, type WebhookKey, type WebhookSender } from './webhook-sender';

export interface PlaidContext {
  store: PlaidStore;
  data: ItemData;
  sender: WebhookSender;
  webhookKey: WebhookKey;
  options: ResolvedOptions;
}

type Body = Record<string, unknown>;
type Endpoint = (body: Body) => Record<string, unknown>;

const SUPPORTED_FIRE_CODES = new Set([
  'SYNC_UPDATES_AVAILABLE',
  'DEFAULT_UPDATE',
  'NEW_ACCOUNTS_AVAILABLE',
  'LOGIN_REPAIRED',
  'PENDING_DISCONNECT',
  // Not fireable at Plaid's sandbox: the emulator's way to bring an item's consent to its last week.
  'PENDING_EXPIRATION',
]);

/** Plaid sends PENDING_EXPIRATION seven days before an item's consent ends. */
const EXPIRY_NOTICE_MS = 7 * 24 * 3600_000;

function requireFields(body: Body, fields: string[]): void {
  const missing = fields.filter((field) => body[field] === undefined || body[field] === null || body[field] === '');
  if (missing.length > 0) throw errors.missingFields(missing);
}

/** Items share their seed with earlier links of the same user at the same bank, so relinking shows the same history. */
function itemSeed(institution: Institution, clientUserId: string): string {
  return crypto.createHash('sha256').update(`${institution.institution_id}|${clientUserId}`).digest('hex');
}

export function createPlaidApi(ctx: PlaidContext) {
  const { store, data } = ctx;

  function webhookUrl(item: Item): string | null {
    return ctx.options.plaidWebhookOverride ?? item.webhook;
  }

  function fire(item: Item, body: Record<string, unknown>): void {
    const url = webhookUrl(item);
    if (url) ctx.sender.send(url, { ...body, item_id: item.item_id, environment: 'sandbox' });
  }

  function fireSyncUpdates(item: Item): void {
    fire(item, {
      webhook_type: 'TRANSACTIONS',
      webhook_code: 'SYNC_UPDATES_AVAILABLE',
      initial_update_complete: true,
      historical_update_complete: true,
    });
  }

  /** Brings an item up to today (new data on a new day) and tells its webhook. */
  function catchUp(item: Item): void {
    if (!data.hasNewDay(item)) return;
    data.addUpdate(item);
    fireSyncUpdates(item);
  }

  /** The item's login expires: ITEM_LOGIN_REQUIRED until Link's update mode repairs it, announced by an ITEM ERROR webhook. */
  function resetLogin(item: Item): void {
    item.login_required = true;
    store.save();
    fire(item, {
      webhook_type: 'ITEM',
      webhook_code: 'ERROR',
      error: errors.itemLoginRequired().body(crypto.randomUUID()),
    });
  }

  function itemFor(body: Body): Item {
    requireFields(body, ['access_token']);
    const item = store.itemForAccessToken(body.access_token);
    if (!item) throw errors.invalidAccessToken();
    return item;
  }

  /** The live items of one user (client_user_id) at one institution: the emulator's own controls name items so. */
  function itemsOfUserAt(body: Body): Item[] {
    requireFields(body, ['client_user_id', 'institution_id']);
    const items = store
      .items()
      .filter(
        (item) =>
          !item.removed && item.client_user_id === body.client_user_id && item.institution_id === body.institution_id,
      );
    if (items.length === 0) throw errors.invalidField('no item of that client_user_id at that institution_id');
    return items;
  }

  /** The webhook that /sandbox/item/fire_webhook asks for, with the change it announces. */
  function fireWebhook(item: Item, body: Body): void {
    requireFields(body, ['webhook_code']);
    const code = String(body.webhook_code);
    if (!SUPPORTED_FIRE_CODES.has(code)) throw errors.invalidField(`webhook_code ${code} is not supported`);
    if (code === 'SYNC_UPDATES_AVAILABLE') {
      if (item.login_required) throw errors.itemLoginRequired();
      data.addUpdate(item);
      fireSyncUpdates(item);
    } else if (code === 'PENDING_EXPIRATION') {
      item.consent_expiration_time = new Date(Date.now() + EXPIRY_NOTICE_MS).toISOString();
      store.save();
      fire(item, { webhook_type: 'ITEM', webhook_code: code, consent_expiration_time: item.consent_expiration_time });
    } else if (code === 'PENDING_DISCONNECT') {
      fire(item, { webhook_type: 'ITEM', webhook_code: code, reason: 'INSTITUTION_MIGRATION' });
    } else if (code === 'DEFAULT_UPDATE') {
      fire(item, { webhook_type: 'TRANSACTIONS', webhook_code: code, new_transactions: 0, error: null });
    } else {
      fire(item, { webhook_type: 'ITEM', webhook_code: code, error: null });
    }
  }

  /**
   * An item a product call may use. As at Plaid, an item in ITEM_LOGIN_REQUIRED answers every product call (accounts,
   * balances, transactions) with HTTP 400 ITEM_LOGIN_REQUIRED; only /item/get shows the error inside the item.
   */
  function usableItem(body: Body): Item {
    const item = itemFor(body);
    if (item.login_required) throw errors.itemLoginRequired();
    return item;
  }

  function healthyItem(body: Body): Item {
    const item = usableItem(body);
    catchUp(item);
    return item;
  }

  /** The item object of Plaid's answers; its error (only ever set in /item/get's answer) when withError. */
  function itemResponse(item: Item, withError = false): Record<string, unknown> {
    const institution = findInstitution(item.institution_id);
    return {
      item_id: item.item_id,
      institution_id: item.institution_id,
      institution_name: institution?.name ?? null,
      webhook: item.webhook ?? '',
      error: withError && item.login_required ? errors.itemLoginRequired().body(crypto.randomUUID()) : null,
      available_products: ['assets', 'auth', 'balance', 'identity', 'investments', 'liabilities'],
      billed_products: item.products,
      products: item.products,
      consented_products: item.products,
      consent_expiration_time: item.consent_expiration_time ?? null,
      update_type: 'background',
      auth_method: null,
    };
  }

  function accountsFor(item: Item, body: Body) {
    const options = (body.options ?? {}) as { account_ids?: unknown };
    const all = data.accounts(item);
    if (options.account_ids === undefined) return all;
    if (!Array.isArray(options.account_ids)) throw errors.invalidField('options.account_ids must be a list');
    const ids = options.account_ids as string[];
    if (ids.some((id) => !all.some((account) => account.account_id === id))) {
      throw new PlaidError('INVALID_INPUT', 'INVALID_ACCOUNT_ID', 'one or more of the account IDs is invalid');
    }
    return all.filter((account) => ids.includes(account.account_id));
  }

  /** Makes the item a Link session or the sandbox endpoint ends with, with the benchmark volume when it applies. */
  function createItem(
    institution: Institution,
    fields: { clientUserId: string; username: string; webhook: string | null; products: string[]; masks?: string[] },
  ): Item {
    const bench =
      fields.username === BENCH_USERNAME ||
      (ctx.options.benchUser !== undefined && fields.clientUserId === ctx.options.benchUser);
    return store.createItem({
      institution_id: institution.institution_id,
      client_user_id: fields.clientUserId,
      webhook: fields.webhook,
      products: fields.products.length > 0 ? fields.products : ['transactions'],
      masks: fields.masks ?? institution.accountMasks,
      seed: itemSeed(institution, `${fields.clientUserId}|${bench ? 'bench' : ''}`),
      anchor_day: data.currentDay(),
      bench_transactions: bench ? ctx.options.benchTransactions : null,
    });
  }

  const endpoints: Record<string, Endpoint> = {
    '/link/token/create'(body) {
      requireFields(body, ['client_name', 'language', 'country_codes', 'user']);
      const user = body.user as { client_user_id?: unknown };
      if (typeof user !== 'object' || typeof user.client_user_id !== 'string' || !user.client_user_id) {
        throw errors.missingFields(['user.client_user_id']);
      }
      let itemId: string | null = null;
      if (body.access_token !== undefined) {
        itemId = itemFor(body).item_id;
      } else {
        requireFields(body, ['products']);
      }
      const created = store.createLinkToken({
        client_user_id: user.client_user_id,
        client_name: String(body.client_name),
        webhook: typeof body.webhook === 'string' && body.webhook ? body.webhook : null,
        products: Array.isArray(body.products) ? (body.products as string[]) : [],
        item_id: itemId,
      });
      return { ...created };
    },
    '/item/public_token/exchange'(body) {
      requireFields(body, ['public_token']);
      const exchanged = store.exchangePublicToken(body.public_token);
      if (!exchanged) throw errors.invalidPublicToken();
      // Plaid reports the item's first data once it is linked.
      setImmediate(() => fireSyncUpdates(exchanged.item));
      return { access_token: exchanged.accessToken, item_id: exchanged.item.item_id };
    },
    '/accounts/get'(body) {
      const item = usableItem(body);
      return { accounts: accountsFor(item, body), item: itemResponse(item) };
    },
    '/accounts/balance/get'(body) {
      const item = healthyItem(body);
      return { accounts: accountsFor(item, body), item: itemResponse(item) };
    },
    '/item/get'(body) {
      const item = itemFor(body);
      return { item: itemResponse(item, true), status: null };
    },
    '/transactions/sync'(body) {
      const item = healthyItem(body);
      const count = body.count === undefined ? 100 : body.count;
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > 500) {
        throw errors.invalidField('count must be an integer between 1 and 500');
      }
      if (body.cursor !== undefined && body.cursor !== null && typeof body.cursor !== 'string') {
        throw errors.invalidField('cursor must be a string');
      }
      const page = syncPage(item, data.log(item), (body.cursor as string | undefined) || undefined, count);
      return {
        ...page,
        accounts: data.accounts(item),
        transactions_update_status: 'HISTORICAL_UPDATE_COMPLETE',
      };
    },
    '/item/remove'(body) {
      const item = itemFor(body);
      item.removed = true;
      store.save();
      return {};
    },
    '/institutions/get_by_id'(body) {
      requireFields(body, ['institution_id', 'country_codes']);
      const institution = findInstitution(body.institution_id);
      if (!institution) throw errors.invalidInstitution();
      const options = (body.options ?? {}) as { include_optional_metadata?: boolean };
      return { institution: institutionResponse(institution, options.include_optional_metadata === true) };
    },
    '/webhook_verification_key/get'(body) {
      requireFields(body, ['key_id']);
      if (body.key_id !== ctx.webhookKey.kid) {
        throw new PlaidError('INVALID_INPUT', 'INVALID_WEBHOOK_VERIFICATION_KEY_ID', 'invalid key_id provided');
      }
      return { key: publicJwk(ctx.webhookKey) };
    },
    '/sandbox/public_token/create'(body) {
      requireFields(body, ['institution_id', 'initial_products']);
      const institution = findInstitution(body.institution_id);
      if (!institution) throw errors.invalidInstitution();
      const options = (body.options ?? {}) as {
        webhook?: string;
        override_username?: string;
        override_password?: string;
      };
      const username = options.override_username ?? GOOD_USERNAME;
      if (!credentialsAreValid(username, options.override_password ?? 'pass_good')) throw errors.invalidCredentials();
      const item = createItem(institution, {
        clientUserId: 'sandbox-user',
        username,
        webhook: options.webhook ?? null,
        products: Array.isArray(body.initial_products) ? (body.initial_products as string[]) : [],
      });
      return { public_token: store.createPublicToken(item.item_id) };
    },
    '/sandbox/item/reset_login'(body) {
      resetLogin(itemFor(body));
      return { reset_login: true };
    },
    // Not Plaid's: reset_login and fire_webhook for the items of one user at one institution, for end-to-end tests of
    // an app whose server keeps the access tokens to itself (as it should).
    '/emulator/sandbox/item/reset_login'(body) {
      const items = itemsOfUserAt(body);
      items.forEach(resetLogin);
      return { reset_login: true, items: items.length };
    },
    '/emulator/sandbox/item/fire_webhook'(body) {
      const items = itemsOfUserAt(body);
      for (const item of items) fireWebhook(item, body);
      return { webhook_fired: true, items: items.length };
    },
    '/sandbox/item/fire_webhook'(body) {
      fireWebhook(itemFor(body), body);
      return { webhook_fired: true };
    },
  };

  function checkKeys(body: Body, req: Request): void {
    const clientId = body.client_id ?? req.headers['plaid-client-id'];
    const secret = body.secret ?? req.headers['plaid-secret'];
    if (clientId === undefined || secret === undefined) {
      throw errors.missingFields([clientId === undefined ? 'client_id' : 'secret']);
    }
    if (clientId !== PLAID_CLIENT_ID || secret !== PLAID_SECRET) throw errors.invalidApiKeys();
  }

  return {
    has: (path: string) => Object.prototype.hasOwnProperty.call(endpoints, path),
    /** Runs an endpoint; throws PlaidError for the caller to answer. */
    call(path: string, body: Body, req: Request): Record<string, unknown> {
      const endpoint = endpoints[path];
      if (!endpoint) throw errors.notFound();
      checkKeys(body, req);
      return endpoint(body);
    },
    /** Link's own calls (not part of Plaid's public API) reuse these. */
    createItem,
    fire,
    catchUpAll(): void {
      for (const item of store.items()) catchUp(item);
    },
  };
}

export type PlaidApi = ReturnType<typeof createPlaidApi>;
