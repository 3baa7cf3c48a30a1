import crypto from 'node:crypto';
import type { AccountBase, Item as PlaidItem } from 'plaid';
import type { ResolvedOptions } from '../config';
import { benchVolumeOf } from './credentials';
import { findInstitution, type Institution } from './institutions';
import type { ItemData } from './item-data';
import type { ItemWebhooks } from './item-webhooks';
import { errors, PlaidError } from './plaid-error';
import type { Item, PlaidStore } from './plaid-store';
import { requireFields } from './request-fields';
import type { Wire } from '../common/wire';

/** Items share their seed with earlier links of the same user at the same bank, so relinking shows the same history. */
function itemSeed(institution: Institution, clientUserId: string): string {
  return crypto.createHash('sha256').update(`${institution.institution_id}|${clientUserId}`).digest('hex');
}

export interface NewItem {
  clientUserId: string;
  username: string;
  webhook: string | null;
  products: string[];
  masks?: string[];
}

/** The items the API's endpoints work on: found by access token, made, brought up to date, broken and shown. */
export class Items {
  constructor(
    private readonly store: PlaidStore,
    private readonly data: ItemData,
    private readonly webhooks: ItemWebhooks,
    private readonly options: Pick<ResolvedOptions, 'benchUser' | 'benchTransactions'>,
  ) {}

  /** The live item of an access token (INVALID_ACCESS_TOKEN for an unknown or removed one). */
  byAccessToken(body: { access_token?: unknown }): Item {
    requireFields(body, ['access_token']);
    const item = this.store.itemForAccessToken(body.access_token);
    if (!item) throw errors.invalidAccessToken();
    return item;
  }

  /**
   * An item a product call may use. As at Plaid, an item in ITEM_LOGIN_REQUIRED answers every product call (accounts,
   * balances, transactions) with HTTP 400 ITEM_LOGIN_REQUIRED; only /item/get shows the error inside the item.
   */
  usable(body: { access_token?: unknown }): Item {
    const item = this.byAccessToken(body);
    if (item.login_required) throw errors.itemLoginRequired();
    return item;
  }

  /** A usable item brought up to today, for the calls that read fresh data. */
  current(body: { access_token?: unknown }): Item {
    const item = this.usable(body);
    this.catchUp(item);
    return item;
  }

  /** The live items of one user (client_user_id) at one institution: the emulator's own controls name items so. */
  ofUserAt(clientUserId: unknown, institutionId: unknown): Item[] {
    const items = this.store
      .items()
      .filter((item) => !item.removed && item.client_user_id === clientUserId && item.institution_id === institutionId);
    if (items.length === 0) throw errors.invalidField('no item of that client_user_id at that institution_id');
    return items;
  }

  /** Makes the item a Link session or the sandbox endpoint ends with, with the benchmark volume when it applies. */
  create(institution: Institution, fields: NewItem): Item {
    const benchTransactions =
      benchVolumeOf(fields.username, this.options.benchTransactions) ??
      (this.options.benchUser !== undefined && fields.clientUserId === this.options.benchUser
        ? this.options.benchTransactions
        : null);
    const bench = benchTransactions !== null;
    return this.store.createItem({
      institution_id: institution.institution_id,
      client_user_id: fields.clientUserId,
      webhook: fields.webhook,
      products: fields.products.length > 0 ? fields.products : ['transactions'],
      masks: fields.masks ?? institution.accountMasks,
      seed: itemSeed(institution, `${fields.clientUserId}|${bench ? 'bench' : ''}`),
      anchor_day: this.data.today(institution.institution_id),
      bench_transactions: benchTransactions,
    });
  }

  /** Brings an item up to today (new data on a new day) and tells its webhook. */
  catchUp(item: Item): void {
    if (!this.data.hasNewDay(item)) return;
    this.data.addUpdate(item);
    this.webhooks.syncUpdatesAvailable(item);
  }

  catchUpAll(): void {
    for (const item of this.store.items()) this.catchUp(item);
  }

  /** The item's login expires: ITEM_LOGIN_REQUIRED until Link's update mode repairs it, announced by an ITEM ERROR webhook. */
  resetLogin(item: Item): void {
    item.login_required = true;
    this.store.save();
    this.webhooks.fire(item, {
      webhook_type: 'ITEM',
      webhook_code: 'ERROR',
      error: errors.itemLoginRequired().body(crypto.randomUUID()),
    });
  }

  /** The item object of Plaid's answers; its error (only ever set in /item/get's answer) when withError. */
  response(item: Item, withError = false): Wire<PlaidItem> {
    const institution = findInstitution(item.institution_id);
    const products = item.products as Wire<PlaidItem>['billed_products'];
    return {
      item_id: item.item_id,
      institution_id: item.institution_id,
      institution_name: institution?.name ?? null,
      webhook: item.webhook ?? '',
      error: withError && item.login_required ? errors.itemLoginRequired().body(crypto.randomUUID()) : null,
      available_products: ['assets', 'auth', 'balance', 'identity', 'investments', 'liabilities'],
      billed_products: products,
      products,
      consented_products: products,
      consent_expiration_time: item.consent_expiration_time ?? null,
      update_type: 'background',
      auth_method: null,
    };
  }

  /** The item's accounts, or those of options.account_ids (INVALID_ACCOUNT_ID if one is not the item's). */
  accounts(item: Item, options: { account_ids?: unknown } = {}): Array<Wire<AccountBase>> {
    const all = this.data.accounts(item);
    if (options.account_ids === undefined) return all;
    if (!Array.isArray(options.account_ids)) throw errors.invalidField('options.account_ids must be a list');
    const ids = options.account_ids as unknown[];
    if (ids.some((id) => !all.some((account) => account.account_id === id))) {
      throw new PlaidError('INVALID_INPUT', 'INVALID_ACCOUNT_ID', 'one or more of the account IDs is invalid');
    }
    return all.filter((account) => ids.includes(account.account_id));
  }
}
