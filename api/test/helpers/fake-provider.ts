import crypto from 'node:crypto';
import { SignJWT, exportJWK, generateKeyPair, type KeyLike } from 'jose';
import type { ProviderAccount, ProviderRecurringStream, ProviderTransaction } from '../../src/domain/provider-data';
import { ProviderError, type BankProvider, type SyncPage, type WebhookKey } from '../../src/services/bank-provider';

interface FakeItem {
  itemId: string;
  accessToken: string;
  institutionId: string;
  accounts: ProviderAccount[];
  /** The provider's change log; a cursor is an index into it. */
  events: { kind: 'added' | 'modified' | 'removed'; tx: ProviderTransaction }[];
  removed: boolean;
  /** What item/get reports: an error, and when consent ends. */
  error?: { error_code: string; error_message: string } | null;
  consentExpirationTime?: string | null;
}

let counter = 0;
const nextId = (prefix: string) =>
  `${prefix}_${Date.now().toString(36)}_${(counter++).toString(36)}_${crypto.randomBytes(3).toString('hex')}`;

export function makeTransaction(accountId: string, overrides: Partial<ProviderTransaction> = {}): ProviderTransaction {
  return {
    transaction_id: nextId('tx'),
    account_id: accountId,
    date: '2025-03-15',
    authorized_date: null,
    amount: 12.5,
    iso_currency_code: 'USD',
    name: 'Coffee Shop',
    merchant_name: 'Blue Bottle',
    category: ['Food and Drink', 'Coffee'],
    personal_finance_category: { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_COFFEE' },
    payment_channel: 'in store',
    pending: false,
    ...overrides,
  };
}

/**
 * An in-memory bank-linking provider with Plaid's semantics, for tests that need exact control: paged
 * transactions/sync over a change log, injected provider errors, signed webhooks.
 */
export class FakeProvider implements BankProvider {
  readonly items = new Map<string, FakeItem>();
  private readonly publicTokens = new Map<string, FakeItem>();
  readonly linkTokenRequests: { userId: string; webhookUrl: string; accessToken?: string }[] = [];
  readonly syncCalls: { itemId: string; cursor: string | null }[] = [];
  pageSize = 2;
  /** Called before each transactions/sync page; throw to fail that call. */
  beforeSyncPage: ((item: FakeItem, cursor: string | null, call: number) => void | Promise<void>) | undefined;
  failRemove: ProviderError | undefined;
  failBalances: ProviderError | undefined;
  failAccounts: ProviderError | undefined;
  failInstitution: ProviderError | undefined;
  failRecurring: ProviderError | undefined;
  /** What /transactions/recurring/get answers, by item (none: no streams). */
  readonly recurringStreams = new Map<string, ProviderRecurringStream[]>();
  readonly recurringCalls: string[] = [];
  /** institutions/get_by_id's names; an institution not listed is called `Bank <id>`. */
  readonly institutionNames = new Map<string, string>();
  readonly institutionLookups: string[] = [];
  private webhookKey: { kid: string; privateKey: KeyLike; jwk: WebhookKey } | undefined;

  /** What Link gives the browser after the user picks an institution: a public token for a new item. */
  createPublicToken(institutionId = 'ins_109508', accountCount = 2): { publicToken: string; item: FakeItem } {
    const itemId = nextId('item');
    const item: FakeItem = {
      itemId,
      accessToken: `access-sandbox-${crypto.randomUUID()}`,
      institutionId,
      accounts: Array.from({ length: accountCount }, (_, i) => ({
        account_id: `${itemId}_acc${i}`,
        name: i === 0 ? 'Plaid Checking' : `Plaid Account ${i}`,
        official_name: null,
        type: i === 1 ? 'credit' : 'depository',
        subtype: i === 1 ? 'credit card' : 'checking',
        mask: String(1000 + i),
        balances: { current: 100 + i, available: 90 + i, limit: null, iso_currency_code: 'USD' },
      })),
      events: [],
      removed: false,
    };
    const publicToken = `public-sandbox-${crypto.randomUUID()}`;
    this.publicTokens.set(publicToken, item);
    return { publicToken, item };
  }

  /** What Link's update mode gives back: a public token for the same item. */
  createUpdatePublicToken(item: FakeItem): string {
    const publicToken = `public-sandbox-${crypto.randomUUID()}`;
    this.publicTokens.set(publicToken, item);
    return publicToken;
  }

  addTransactions(item: FakeItem, txs: ProviderTransaction[], kind: 'added' | 'modified' | 'removed' = 'added'): void {
    for (const tx of txs) item.events.push({ kind, tx });
  }

  itemByPlaidId(itemId: string): FakeItem {
    const item = this.items.get(itemId);
    if (!item) throw new Error(`no fake item ${itemId}`);
    return item;
  }

  private byToken(accessToken: string): FakeItem {
    const item = [...this.items.values()].find((i) => i.accessToken === accessToken && !i.removed);
    if (!item) throw new ProviderError('INVALID_INPUT', 'INVALID_ACCESS_TOKEN', 'the access token is not valid', 400);
    return item;
  }

  async createLinkToken(input: { userId: string; webhookUrl: string; accessToken?: string }) {
    this.linkTokenRequests.push(input);
    if (input.accessToken) this.byToken(input.accessToken);
    return {
      link_token: `link-sandbox-${crypto.randomUUID()}`,
      expiration: new Date(Date.now() + 4 * 3600_000).toISOString(),
    };
  }

  async exchangePublicToken(publicToken: string) {
    const item = this.publicTokens.get(publicToken);
    if (!item)
      throw new ProviderError(
        'INVALID_INPUT',
        'INVALID_PUBLIC_TOKEN',
        'provided public token is in an invalid format',
        400,
      );
    this.publicTokens.delete(publicToken);
    if (this.items.has(item.itemId)) item.accessToken = `access-sandbox-${crypto.randomUUID()}`;
    this.items.set(item.itemId, item);
    return { access_token: item.accessToken, item_id: item.itemId };
  }

  async getAccounts(accessToken: string) {
    if (this.failAccounts) throw this.failAccounts;
    const item = this.byToken(accessToken);
    return { institution_id: item.institutionId, accounts: structuredClone(item.accounts) };
  }

  async getInstitutionName(institutionId: string) {
    this.institutionLookups.push(institutionId);
    if (this.failInstitution) throw this.failInstitution;
    return this.institutionNames.get(institutionId) ?? `Bank ${institutionId}`;
  }

  async getBalances(accessToken: string, accountIds?: string[]) {
    if (this.failBalances) throw this.failBalances;
    const item = this.byToken(accessToken);
    return structuredClone(item.accounts.filter((a) => !accountIds || accountIds.includes(a.account_id)));
  }

  async syncTransactions(accessToken: string, cursor: string | null): Promise<SyncPage> {
    const item = this.byToken(accessToken);
    this.syncCalls.push({ itemId: item.itemId, cursor });
    await this.beforeSyncPage?.(item, cursor, this.syncCalls.length);
    const start = cursor ? Number(cursor) : 0;
    const end = Math.min(start + this.pageSize, item.events.length);
    const events = item.events.slice(start, end);
    return {
      added: events.filter((e) => e.kind === 'added').map((e) => structuredClone(e.tx)),
      modified: events.filter((e) => e.kind === 'modified').map((e) => structuredClone(e.tx)),
      removed: events.filter((e) => e.kind === 'removed').map((e) => ({ transaction_id: e.tx.transaction_id })),
      next_cursor: String(end),
      has_more: end < item.events.length,
    };
  }

  async getRecurringStreams(accessToken: string): Promise<ProviderRecurringStream[]> {
    const item = this.byToken(accessToken);
    this.recurringCalls.push(item.itemId);
    if (this.failRecurring) throw this.failRecurring;
    return this.recurringStreams.get(item.itemId) ?? [];
  }

  async getItem(accessToken: string) {
    const item = this.byToken(accessToken);
    return { error: item.error ?? null, consent_expiration_time: item.consentExpirationTime ?? null };
  }

  async removeItem(accessToken: string) {
    if (this.failRemove) throw this.failRemove;
    this.byToken(accessToken).removed = true;
  }

  async getWebhookVerificationKey(keyId: string): Promise<WebhookKey> {
    const key = await this.webhookSigningKey();
    if (keyId !== key.kid)
      throw new ProviderError('INVALID_INPUT', 'INVALID_WEBHOOK_VERIFICATION_KEY_ID', 'invalid key id', 400);
    return key.jwk;
  }

  /** The Plaid-Verification header for this exact body. */
  async signWebhook(rawBody: string, options: { iatOffsetSeconds?: number; bodyHash?: string } = {}): Promise<string> {
    const key = await this.webhookSigningKey();
    const hash = options.bodyHash ?? crypto.createHash('sha256').update(rawBody).digest('hex');
    return new SignJWT({ request_body_sha256: hash })
      .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
      .setIssuedAt(Math.floor(Date.now() / 1000) + (options.iatOffsetSeconds ?? 0))
      .sign(key.privateKey);
  }

  private async webhookSigningKey() {
    if (!this.webhookKey) {
      const { publicKey, privateKey } = await generateKeyPair('ES256');
      const kid = crypto.randomUUID();
      const jwk = await exportJWK(publicKey);
      this.webhookKey = {
        kid,
        privateKey,
        jwk: {
          alg: 'ES256',
          crv: 'P-256',
          kid,
          kty: 'EC',
          use: 'sig',
          x: jwk.x!,
          y: jwk.y!,
          created_at: Math.floor(Date.now() / 1000),
          expired_at: null,
        },
      };
    }
    return this.webhookKey;
  }
}
