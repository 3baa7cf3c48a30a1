import { fetchAuthSession } from 'aws-amplify/auth';
import type { Transaction, TransactionDetail } from '../contracts';
import { amplifySession, fakeResponse, idTokenFor, recordedCalls } from '../testing/session-fakes';
import { setApiBaseUrl } from './api-base-url';
import { ApiError, serverMessageOf } from './api-client';
import {
  addTransaction,
  bulkEdit,
  createCategory,
  createRule,
  deleteCategory,
  deleteRule,
  getCategories,
  getRules,
  heldTransaction,
  pairTransfer,
  removeTransaction,
  renameCategory,
  ruleMatches,
  unpairTransfer,
  updateRule,
  updateTransaction,
} from './corrections-api';

jest.mock('aws-amplify/auth');

const fetchMock = jest.fn();

beforeEach(() => {
  jest.mocked(fetchAuthSession).mockResolvedValue(amplifySession(idTokenFor({ preferred_username: 'usr_1' })));
  fetchMock.mockReset();
  globalThis.fetch = fetchMock;
  setApiBaseUrl('https://api.example.com');
});

/** The one request the test made: method, path (with its query) and JSON body. */
function sent() {
  const calls = recordedCalls(fetchMock);
  expect(calls).toHaveLength(1);
  const url = new URL(calls[0]!.url);
  return { method: calls[0]!.init.method, path: url.pathname + url.search, body: calls[0]!.body };
}

/** A corrected Starbucks purchase as the apps hold it... */
const heldStarbucks: Transaction = {
  transaction_id: 'tx-1',
  account_id: 'acc-checking',
  date: '2026-11-20',
  amount: 6.4,
  iso_currency_code: 'USD',
  merchant_name: 'Starbucks',
  name: 'STARBUCKS STORE 08812',
  category: ['Food and Drink', 'Restaurants', 'Coffee Shop'],
  pending: false,
  account_name: 'Plaid Checking',
  account_mask: '0000',
  institution_name: 'First Platypus Bank',
  display_name: 'Coffee with Sam',
  bank_category: 'FOOD_AND_DRINK',
  notes: 'paid for both',
  excluded: false,
  manual: false,
  transfer_id: null,
  personal_finance_category: { primary: 'cat_treats' },
};

/** ...and as the API answers a change with it, every field it keeps. */
const starbucks: TransactionDetail = {
  ...heldStarbucks,
  authorized_date: '2026-11-19',
  personal_finance_category: { primary: 'cat_treats', detailed: 'FOOD_AND_DRINK_COFFEE' },
  payment_channel: 'in store',
  institution_id: 'ins_109508',
};

describe('one transaction', () => {
  it('changes the given fields with PATCH and answers the transaction as stored', async () => {
    fetchMock.mockResolvedValue(fakeResponse(200, starbucks));
    await expect(
      updateTransaction('tx-1', { category: 'cat_treats', display_name: 'Coffee with Sam', notes: null }),
    ).resolves.toEqual(starbucks);
    expect(sent()).toEqual({
      method: 'PATCH',
      path: '/transactions/tx-1',
      body: { category: 'cat_treats', display_name: 'Coffee with Sam', notes: null },
    });
  });

  it('keeps an id to one path segment', async () => {
    fetchMock.mockResolvedValue(fakeResponse(204));
    await removeTransaction('manual-a/b?c');
    expect(sent()).toMatchObject({ method: 'DELETE', path: '/transactions/manual-a%2Fb%3Fc' });
  });

  it('adds a manual transaction with POST and answers it with the id the server gave it', async () => {
    const stored = { ...starbucks, transaction_id: 'manual-1', manual: true };
    fetchMock.mockResolvedValue(fakeResponse(201, stored));
    const body = { account_id: 'acc-checking', date: '2026-11-21', amount: 20, description: 'Cash for the market' };
    await expect(addTransaction(body)).resolves.toEqual(stored);
    expect(sent()).toEqual({ method: 'POST', path: '/transactions', body });
  });

  it('names each transaction it adds with its own Idempotency-Key, the same one when the request is sent again', async () => {
    const stored = { ...starbucks, transaction_id: 'manual-1', manual: true };
    const body = { account_id: 'acc-checking', date: '2026-11-21', amount: 20, description: 'Cash for the market' };
    // The first answer is a 401 (an expired token): the client refreshes it and sends the request again.
    fetchMock.mockResolvedValueOnce(fakeResponse(401, { error: 'Unauthorized', message: 'expired' }));
    fetchMock.mockResolvedValueOnce(fakeResponse(201, stored));
    fetchMock.mockResolvedValueOnce(fakeResponse(201, stored));
    await addTransaction(body);
    await addTransaction(body);
    const keys = recordedCalls(fetchMock).map(
      (call) => (call.init.headers as Record<string, string>)['Idempotency-Key'],
    );
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('removes one with DELETE, resolving to nothing on 204', async () => {
    fetchMock.mockResolvedValue(fakeResponse(204));
    await expect(removeTransaction('manual-1')).resolves.toBeUndefined();
    expect(sent()).toEqual({ method: 'DELETE', path: '/transactions/manual-1', body: undefined });
  });

  it("rejects with the server's reason, for the screen to show where the person acted", async () => {
    fetchMock.mockResolvedValue(
      fakeResponse(400, {
        error: 'Bad Request',
        message: 'A transaction from the bank cannot be removed; exclude it instead',
      }),
    );
    const refusal = await removeTransaction('tx-1').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 400 });
    expect(serverMessageOf(refusal)).toBe('A transaction from the bank cannot be removed; exclude it instead');

    fetchMock.mockResolvedValue(fakeResponse(404, { error: 'Not Found', message: 'Transaction not found' }));
    await expect(updateTransaction('tx-9', { excluded: true })).rejects.toThrow('Transaction not found');
  });

  it('passes the abort signal on', async () => {
    fetchMock.mockResolvedValue(fakeResponse(200, starbucks));
    const controller = new AbortController();
    await updateTransaction('tx-1', { excluded: true }, { signal: controller.signal });
    expect(recordedCalls(fetchMock)[0]!.init.signal).toBe(controller.signal);
  });

  it('holds a changed transaction as the apps do: the detail fields left out, the category primary alone', () => {
    expect(heldTransaction(starbucks)).toEqual(heldStarbucks);
    expect(heldTransaction({ ...starbucks, personal_finance_category: null }).personal_finance_category).toBeNull();
  });
});

describe('many transactions at once', () => {
  it('sends the selection and what to set, and answers how many changed', async () => {
    fetchMock.mockResolvedValue(fakeResponse(200, { updated: 37000 }));
    const body = {
      selection: { filter: { start_date: '2025-06-01', end_date: '2026-11-26', search: 'starbucks' } },
      set: { excluded: true },
    };
    await expect(bulkEdit(body)).resolves.toEqual({ updated: 37000 });
    expect(sent()).toEqual({ method: 'POST', path: '/transactions/bulk', body });
  });
});

describe("the person's categories", () => {
  it("lists the provider categories and the person's own", async () => {
    const categories = [
      { category_id: 'FOOD_AND_DRINK', name: 'Food And Drink', kind: 'provider' },
      { category_id: 'cat_treats', name: 'Treats', kind: 'custom' },
    ];
    fetchMock.mockResolvedValue(fakeResponse(200, { categories }));
    await expect(getCategories()).resolves.toEqual(categories);
    expect(sent()).toEqual({ method: 'GET', path: '/categories', body: undefined });
  });

  it('creates, renames and deletes one', async () => {
    const treats = { category_id: 'cat_treats', name: 'Treats', kind: 'custom' };
    fetchMock.mockResolvedValueOnce(fakeResponse(201, treats));
    await expect(createCategory('Treats')).resolves.toEqual(treats);
    fetchMock.mockResolvedValueOnce(fakeResponse(200, { ...treats, name: 'Little treats' }));
    await expect(renameCategory('cat_treats', 'Little treats')).resolves.toMatchObject({ name: 'Little treats' });
    fetchMock.mockResolvedValueOnce(fakeResponse(204));
    await expect(deleteCategory('cat_treats')).resolves.toBeUndefined();
    expect(recordedCalls(fetchMock).map((call) => [call.init.method, new URL(call.url).pathname, call.body])).toEqual([
      ['POST', '/categories', { name: 'Treats' }],
      ['PATCH', '/categories/cat_treats', { name: 'Little treats' }],
      ['DELETE', '/categories/cat_treats', undefined],
    ]);
  });

  it("rejects a duplicate name with the server's message", async () => {
    fetchMock.mockResolvedValue(fakeResponse(409, { error: 'Conflict', message: 'A category with that name exists' }));
    await expect(createCategory('treats')).rejects.toThrow('A category with that name exists');
  });
});

describe('rules', () => {
  const rule = {
    rule_id: 'rule_1',
    match_field: 'merchant' as const,
    match_value: 'Starbucks',
    category: 'cat_treats',
    display_name: null,
    created_at: '2026-11-26T10:00:00.000Z',
  };
  const body = { match_field: 'merchant' as const, match_value: 'Starbucks', category: 'cat_treats' };

  it('lists the rules, oldest first', async () => {
    fetchMock.mockResolvedValue(fakeResponse(200, { rules: [rule] }));
    await expect(getRules()).resolves.toEqual([rule]);
    expect(sent()).toEqual({ method: 'GET', path: '/rules', body: undefined });
  });

  it('creates, changes and deletes one, answering how many transactions it changed', async () => {
    fetchMock.mockResolvedValueOnce(fakeResponse(201, { rule, applied: 12 }));
    await expect(createRule(body)).resolves.toEqual({ rule, applied: 12 });
    fetchMock.mockResolvedValueOnce(fakeResponse(200, { rule: { ...rule, display_name: 'Coffee' }, applied: 12 }));
    await expect(updateRule('rule_1', { ...body, display_name: 'Coffee' })).resolves.toMatchObject({ applied: 12 });
    fetchMock.mockResolvedValueOnce(fakeResponse(204));
    await expect(deleteRule('rule_1')).resolves.toBeUndefined();
    expect(recordedCalls(fetchMock).map((call) => [call.init.method, new URL(call.url).pathname, call.body])).toEqual([
      ['POST', '/rules', body],
      ['PATCH', '/rules/rule_1', { ...body, display_name: 'Coffee' }],
      ['DELETE', '/rules/rule_1', undefined],
    ]);
  });

  it('asks how many existing transactions a rule would change, before it is made', async () => {
    fetchMock.mockResolvedValue(fakeResponse(200, { matches: 12 }));
    await expect(ruleMatches({ match_field: 'merchant', match_value: "Trader Joe's" })).resolves.toBe(12);
    expect(sent()).toEqual({
      method: 'GET',
      path: '/rules/matches?match_field=merchant&match_value=Trader+Joe%27s',
      body: undefined,
    });
  });
});

describe('transfers', () => {
  it('pairs two transactions by hand and unpairs them', async () => {
    fetchMock.mockResolvedValueOnce(fakeResponse(201, { transaction_ids: ['tx-out', 'tx-in'] }));
    await expect(pairTransfer(['tx-out', 'tx-in'])).resolves.toEqual(['tx-out', 'tx-in']);
    fetchMock.mockResolvedValueOnce(fakeResponse(204));
    await expect(unpairTransfer('tx-in')).resolves.toBeUndefined();
    expect(recordedCalls(fetchMock).map((call) => [call.init.method, new URL(call.url).pathname, call.body])).toEqual([
      ['POST', '/transfers', { transaction_ids: ['tx-out', 'tx-in'] }],
      ['DELETE', '/transfers/tx-in', undefined],
    ]);
  });

  it('rejects a pair the server refuses with its message', async () => {
    fetchMock.mockResolvedValue(
      fakeResponse(400, {
        error: 'Bad Request',
        message: 'A transfer pairs money out of one account and money into another',
      }),
    );
    await expect(pairTransfer(['tx-1', 'tx-2'])).rejects.toThrow('A transfer pairs money out of one account');
  });
});
