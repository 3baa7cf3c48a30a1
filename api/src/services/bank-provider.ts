import { Configuration, CountryCode, PlaidApi, Products, type LinkTokenCreateRequest } from 'plaid';
import type { Config } from '../config';
import type { ProviderAccount, ProviderRecurringStream, ProviderTransaction } from '../domain/provider-data';

export interface ProviderItem {
  error: { error_code: string; error_message: string } | null;
  consent_expiration_time: string | null;
}

export interface SyncPage {
  added: ProviderTransaction[];
  modified: ProviderTransaction[];
  removed: { transaction_id: string }[];
  next_cursor: string;
  has_more: boolean;
}

/** A provider answer that is an error: Plaid's error object, kept for the item and the caller. */
export class ProviderError extends Error {
  constructor(
    readonly errorType: string,
    readonly errorCode: string,
    message: string,
    readonly httpStatus: number | undefined,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export interface BankProvider {
  createLinkToken(input: {
    userId: string;
    webhookUrl: string;
    accessToken?: string;
  }): Promise<{ link_token: string; expiration: string }>;
  exchangePublicToken(publicToken: string): Promise<{ access_token: string; item_id: string }>;
  getAccounts(accessToken: string): Promise<{ institution_id: string | null; accounts: ProviderAccount[] }>;
  /** The institution's name as the provider knows it (institutions/get_by_id). */
  getInstitutionName(institutionId: string): Promise<string>;
  getBalances(accessToken: string, accountIds?: string[]): Promise<ProviderAccount[]>;
  syncTransactions(accessToken: string, cursor: string | null): Promise<SyncPage>;
  /** The item's recurring streams as the provider finds them, inflows and outflows. */
  getRecurringStreams(accessToken: string): Promise<ProviderRecurringStream[]>;
  /** The item's own state: its error (the only place Plaid shows it) and when the person's consent ends. */
  getItem(accessToken: string): Promise<ProviderItem>;
  removeItem(accessToken: string): Promise<void>;
  /** The public JWK that signs webhooks with this key id. */
  getWebhookVerificationKey(keyId: string): Promise<WebhookKey>;
}

export interface WebhookKey {
  alg: string;
  crv: string;
  kid: string;
  kty: string;
  use: string;
  x: string;
  y: string;
  created_at: number;
  expired_at: number | null;
}

/** Plaid errors arrive as axios errors carrying Plaid's error object; anything else is a transport failure. */
export function toProviderError(err: unknown): ProviderError {
  if (err instanceof ProviderError) return err;
  const e = err as { response?: { status?: number; data?: Record<string, unknown> }; message?: string };
  const data = e.response?.data;
  if (data && typeof data.error_code === 'string') {
    return new ProviderError(
      typeof data.error_type === 'string' ? data.error_type : 'API_ERROR',
      data.error_code,
      typeof data.error_message === 'string' ? data.error_message : data.error_code,
      e.response?.status,
    );
  }
  return new ProviderError(
    'API_ERROR',
    'PROVIDER_UNREACHABLE',
    'The bank-linking provider could not be reached',
    e.response?.status,
  );
}

async function call<T>(fn: () => Promise<{ data: T }>): Promise<T> {
  try {
    return (await fn()).data;
  } catch (err) {
    throw toProviderError(err);
  }
}

export function createPlaidProvider(config: Config['plaid']): BankProvider {
  const api = new PlaidApi(
    new Configuration({
      basePath: config.baseUrl,
      baseOptions: {
        headers: { 'PLAID-CLIENT-ID': config.clientId, 'PLAID-SECRET': config.secret },
        timeout: 30_000,
      },
    }),
  );
  const toAccount = (a: {
    account_id: string;
    name: string;
    official_name?: string | null;
    type: string;
    subtype?: string | null;
    mask?: string | null;
    balances: {
      current?: number | null;
      available?: number | null;
      limit?: number | null;
      iso_currency_code?: string | null;
    };
  }): ProviderAccount => ({
    account_id: a.account_id,
    name: a.name,
    official_name: a.official_name ?? null,
    type: String(a.type),
    subtype: a.subtype ? String(a.subtype) : null,
    mask: a.mask ?? null,
    balances: {
      current: a.balances.current ?? null,
      available: a.balances.available ?? null,
      limit: a.balances.limit ?? null,
      iso_currency_code: a.balances.iso_currency_code ?? null,
    },
  });

  return {
    async createLinkToken({ userId, webhookUrl, accessToken }) {
      const request: LinkTokenCreateRequest = {
        user: { client_user_id: userId },
        client_name: config.clientName,
        country_codes: config.countryCodes as CountryCode[],
        language: 'en',
        webhook: webhookUrl,
        // Update mode (repairing an item) names the item by its access token and takes no products.
        ...(accessToken ? { access_token: accessToken } : { products: [Products.Transactions] }),
      };
      const data = await call(() => api.linkTokenCreate(request));
      return { link_token: data.link_token, expiration: data.expiration };
    },
    async exchangePublicToken(publicToken) {
      const data = await call(() => api.itemPublicTokenExchange({ public_token: publicToken }));
      return { access_token: data.access_token, item_id: data.item_id };
    },
    async getAccounts(accessToken) {
      const data = await call(() => api.accountsGet({ access_token: accessToken }));
      return { institution_id: data.item.institution_id ?? null, accounts: data.accounts.map(toAccount) };
    },
    async getInstitutionName(institutionId) {
      const data = await call(() =>
        api.institutionsGetById({
          institution_id: institutionId,
          country_codes: config.countryCodes as CountryCode[],
        }),
      );
      return data.institution.name;
    },
    async getBalances(accessToken, accountIds) {
      const data = await call(() =>
        api.accountsBalanceGet({
          access_token: accessToken,
          ...(accountIds?.length ? { options: { account_ids: accountIds } } : {}),
        }),
      );
      return data.accounts.map(toAccount);
    },
    async syncTransactions(accessToken, cursor) {
      const data = await call(() =>
        api.transactionsSync({ access_token: accessToken, count: 500, ...(cursor ? { cursor } : {}) }),
      );
      const toTx = (t: (typeof data.added)[number]): ProviderTransaction => ({
        transaction_id: t.transaction_id,
        account_id: t.account_id,
        date: t.date,
        authorized_date: t.authorized_date ?? null,
        amount: t.amount,
        iso_currency_code: t.iso_currency_code ?? null,
        name: t.name ?? null,
        merchant_name: t.merchant_name ?? null,
        category: t.category ?? null,
        personal_finance_category: t.personal_finance_category
          ? { primary: t.personal_finance_category.primary, detailed: t.personal_finance_category.detailed ?? null }
          : null,
        payment_channel: t.payment_channel ? String(t.payment_channel) : null,
        pending: Boolean(t.pending),
        pending_transaction_id: t.pending_transaction_id ?? null,
      });
      return {
        added: data.added.map(toTx),
        modified: data.modified.map(toTx),
        removed: data.removed.map((r) => ({ transaction_id: r.transaction_id })),
        next_cursor: data.next_cursor,
        has_more: data.has_more,
      };
    },
    async getRecurringStreams(accessToken) {
      const data = await call(() => api.transactionsRecurringGet({ access_token: accessToken }));
      const streams = (direction: 'outflow' | 'inflow', list: typeof data.inflow_streams) =>
        list.map((s) => ({
          stream_id: s.stream_id,
          direction,
          frequency: String(s.frequency),
          status: String(s.status),
          transaction_ids: s.transaction_ids,
        }));
      return [...streams('inflow', data.inflow_streams), ...streams('outflow', data.outflow_streams)];
    },
    async getItem(accessToken) {
      const data = await call(() => api.itemGet({ access_token: accessToken }));
      const error = data.item.error;
      return {
        error: error ? { error_code: error.error_code, error_message: error.error_message } : null,
        consent_expiration_time: data.item.consent_expiration_time ?? null,
      };
    },
    async removeItem(accessToken) {
      await call(() => api.itemRemove({ access_token: accessToken }));
    },
    async getWebhookVerificationKey(keyId) {
      const data = await call(() => api.webhookVerificationKeyGet({ key_id: keyId }));
      return data.key;
    },
  };
}
