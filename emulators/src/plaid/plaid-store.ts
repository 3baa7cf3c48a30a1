import crypto from 'node:crypto';
import path from 'node:path';
import { JsonStore } from '../common/json-store';
import type { CustomBatch } from './custom-transactions';
import { sha256 } from '../common/hash';
import { stableId } from './seeded-random';

export interface Item {
  item_id: string;
  institution_id: string;
  client_user_id: string;
  webhook: string | null;
  products: string[];
  masks: string[];
  seed: string;
  anchor_day: string;
  update_days: string[];
  login_required: boolean;
  /** When the person's consent ends (set as it nears its end); absent in state saved before it existed. */
  consent_expiration_time?: string | null;
  removed: boolean;
  bench_transactions: number | null;
  /** What /sandbox/transactions/create added, in order; absent in state saved before it existed. */
  custom_batches?: CustomBatch[];
  created_at: string;
}

export interface LinkToken {
  client_user_id: string;
  client_name: string;
  webhook: string | null;
  products: string[];
  /** Update mode: the item the token repairs. */
  item_id: string | null;
  expires_at: number;
}

interface PublicToken {
  item_id: string;
  expires_at: number;
}

interface PlaidState {
  items: Record<string, Item>;
  /** SHA-256 of an access token -> item id: the file holds no usable access token. */
  accessTokens: Record<string, string>;
  publicTokens: Record<string, PublicToken>;
  linkTokens: Record<string, LinkToken>;
}

// Plaid's lifetimes: link tokens four hours, public tokens thirty minutes.
const LINK_TOKEN_MS = 4 * 60 * 60 * 1000;
const PUBLIC_TOKEN_MS = 30 * 60 * 1000;

export class PlaidStore {
  private readonly store: JsonStore<PlaidState>;

  constructor(dir: string) {
    this.store = new JsonStore<PlaidState>(path.join(dir, 'plaid.json'), () => ({
      items: {},
      accessTokens: {},
      publicTokens: {},
      linkTokens: {},
    }));
  }

  save(): void {
    this.store.save();
  }

  items(): Item[] {
    return Object.values(this.store.data.items);
  }

  createLinkToken(token: Omit<LinkToken, 'expires_at'>): { link_token: string; expiration: string } {
    const linkToken = `link-sandbox-${crypto.randomUUID()}`;
    const expiresAt = Date.now() + LINK_TOKEN_MS;
    this.sweep();
    this.store.data.linkTokens[linkToken] = { ...token, expires_at: expiresAt };
    this.store.save();
    return { link_token: linkToken, expiration: new Date(expiresAt).toISOString().replace(/\.\d{3}Z$/, 'Z') };
  }

  findLinkToken(linkToken: unknown): LinkToken | undefined {
    if (typeof linkToken !== 'string') return undefined;
    const found = this.store.data.linkTokens[linkToken];
    return found && found.expires_at > Date.now() ? found : undefined;
  }

  createItem(fields: Omit<Item, 'item_id' | 'update_days' | 'login_required' | 'removed' | 'created_at'>): Item {
    const item: Item = {
      ...fields,
      item_id: stableId('item', crypto.randomUUID()),
      update_days: [],
      login_required: false,
      removed: false,
      created_at: new Date().toISOString(),
    };
    this.store.data.items[item.item_id] = item;
    this.store.save();
    return item;
  }

  createPublicToken(itemId: string): string {
    const publicToken = `public-sandbox-${crypto.randomUUID()}`;
    this.store.data.publicTokens[publicToken] = { item_id: itemId, expires_at: Date.now() + PUBLIC_TOKEN_MS };
    this.store.save();
    return publicToken;
  }

  /** Exchanges a public token once: it is deleted whatever happens next. */
  exchangePublicToken(publicToken: unknown): { accessToken: string; item: Item } | undefined {
    if (typeof publicToken !== 'string') return undefined;
    const record = this.store.data.publicTokens[publicToken];
    if (!record) return undefined;
    delete this.store.data.publicTokens[publicToken];
    const item = this.store.data.items[record.item_id];
    if (!item || item.removed || record.expires_at < Date.now()) {
      this.store.save();
      return undefined;
    }
    const accessToken = `access-sandbox-${crypto.randomUUID()}`;
    this.store.data.accessTokens[sha256(accessToken)] = item.item_id;
    this.store.save();
    return { accessToken, item };
  }

  itemForAccessToken(accessToken: unknown): Item | undefined {
    if (typeof accessToken !== 'string') return undefined;
    const itemId = this.store.data.accessTokens[sha256(accessToken)];
    const item = itemId ? this.store.data.items[itemId] : undefined;
    return item && !item.removed ? item : undefined;
  }

  item(itemId: string): Item | undefined {
    return this.store.data.items[itemId];
  }

  private sweep(): void {
    const now = Date.now();
    for (const [token, record] of Object.entries(this.store.data.linkTokens)) {
      if (record.expires_at < now) delete this.store.data.linkTokens[token];
    }
    for (const [token, record] of Object.entries(this.store.data.publicTokens)) {
      if (record.expires_at < now) delete this.store.data.publicTokens[token];
    }
  }
}
