/**
 * The bank as the load bench plays it: an HTTP server that answers the Plaid API calls a sync makes (transactions/sync,
 * accounts/get, item/get) and the webhook key lookup, so that the API processes run their real Plaid client against
 * it. Stateless: after any cursor n the bank has one new transaction (id <item>-new-<n+1>, dated today), so every
 * webhook's sync stores one row, run after run. Each API process is given its own base path (/p1, /p2), which tells
 * which process ran each item's sync. FakeProvider (the tests' provider) signs the webhooks and holds their key.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { todayIso } from '../../src/lib/dates';
import { ProviderError } from '../../src/services/bank-provider';
import { FakeProvider } from '../../test/helpers/fake-provider';

export const INSTITUTION = { id: 'ins_load', name: 'Load Bank' };
export const ACCOUNTS = [
  { name: 'Plaid Checking', type: 'depository', subtype: 'checking' },
  { name: 'Plaid Savings', type: 'depository', subtype: 'savings' },
  { name: 'Plaid Credit Card', type: 'credit', subtype: 'credit card' },
  { name: 'Plaid Brokerage', type: 'investment', subtype: 'brokerage' },
];

/** The seeded person p's item, access token and account ids, as the seed stores them and the bank knows them. */
export const itemIdOf = (p: number) => `load-item-${p}`;
export const accessTokenOf = (p: number) => `access-load-${p}`;
export const accountIdOf = (p: number, k: number) => `${itemIdOf(p)}-acc-${k}`;

export interface FakeBank {
  /** The base URL for API process i (PLAID_BASE_URL). */
  baseUrl(process: number): string;
  /** Signs a webhook body as Plaid does (the Plaid-Verification header). */
  sign(body: string): Promise<string>;
  /** transactions/sync calls by API process. */
  syncCalls: number[];
  /** The API process that last called transactions/sync for person p. */
  syncedBy: Map<number, number>;
  /** Calls the bank did not expect (an unknown path or access token). */
  unexpected: string[];
  close(): Promise<void>;
}

function personOf(accessToken: unknown): number | undefined {
  const match = typeof accessToken === 'string' ? /^access-load-(\d+)$/.exec(accessToken) : null;
  return match ? Number(match[1]) : undefined;
}

/** The item's accounts, their balances a unit above the seeded ones (a sync's accounts/get moves them). */
function accountsOf(p: number) {
  return ACCOUNTS.map((account, k) => ({
    account_id: accountIdOf(p, k),
    name: account.name,
    official_name: null,
    type: account.type,
    subtype: account.subtype,
    mask: String(1000 + k),
    balances: {
      current: 1000 * (k + 1) + 1,
      available: 900 * (k + 1) + 1,
      limit: null,
      iso_currency_code: 'USD',
    },
  }));
}

export async function startFakeBank(): Promise<FakeBank> {
  const provider = new FakeProvider();
  const syncCalls: number[] = [];
  const syncedBy = new Map<number, number>();
  const unexpected: string[] = [];
  const requestId = () => `load-${Date.now().toString(36)}`;

  const answer = async (processIndex: number, route: string, body: Record<string, unknown>) => {
    if (route === '/webhook_verification_key/get') {
      return { key: await provider.getWebhookVerificationKey(String(body.key_id)), request_id: requestId() };
    }
    const p = personOf(body.access_token);
    if (p === undefined)
      throw new ProviderError('INVALID_INPUT', 'INVALID_ACCESS_TOKEN', 'the access token is not valid', 400);
    const item = { item_id: itemIdOf(p), institution_id: INSTITUTION.id, error: null, consent_expiration_time: null };
    switch (route) {
      case '/transactions/sync': {
        syncCalls[processIndex] = (syncCalls[processIndex] ?? 0) + 1;
        syncedBy.set(p, processIndex);
        const cursor = Number(body.cursor ?? 0) || 0;
        const next = cursor + 1;
        return {
          added: [
            {
              transaction_id: `${itemIdOf(p)}-new-${next}`,
              account_id: accountIdOf(p, 0),
              date: todayIso(),
              authorized_date: null,
              amount: 4.5,
              iso_currency_code: 'USD',
              name: 'BLUE BOTTLE #1',
              merchant_name: 'Blue Bottle',
              category: ['FOOD'],
              personal_finance_category: { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_COFFEE' },
              payment_channel: 'in store',
              pending: false,
              pending_transaction_id: null,
            },
          ],
          modified: [],
          removed: [],
          next_cursor: String(next),
          has_more: false,
          request_id: requestId(),
        };
      }
      case '/accounts/get':
        return { item, accounts: accountsOf(p), request_id: requestId() };
      case '/item/get':
        return { item, request_id: requestId() };
      default:
        unexpected.push(route);
        throw new ProviderError('INVALID_REQUEST', 'UNKNOWN_FIELDS', `the load bench's bank has no ${route}`, 400);
    }
  };

  const server = http.createServer((req, res) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => {
      const match = /^\/p(\d+)(\/.*)$/.exec(req.url ?? '');
      const reply = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (!match) {
        unexpected.push(req.url ?? '');
        return reply(404, {});
      }
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(text || '{}') as Record<string, unknown>;
      } catch {
        // An empty body: the route decides.
      }
      answer(Number(match[1]) - 1, match[2]!, body).then(
        (data) => reply(200, data),
        (err: unknown) => {
          const error =
            err instanceof ProviderError
              ? err
              : new ProviderError('API_ERROR', 'INTERNAL_SERVER_ERROR', String(err), 500);
          if (!(err instanceof ProviderError)) unexpected.push(`${match[2]}: ${String(err)}`);
          reply(error.httpStatus ?? 400, {
            error_type: error.errorType,
            error_code: error.errorCode,
            error_message: error.message,
            request_id: requestId(),
          });
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl: (i) => `${url}/p${i + 1}`,
    sign: (body) => provider.signWebhook(body),
    syncCalls,
    syncedBy,
    unexpected,
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
