import { fetchAuthSession } from 'aws-amplify/auth';
import type { Transaction, TransactionDetail } from '../contracts';
import { amplifySession, fakeResponse, idTokenFor, recordedCalls } from '../testing/session-fakes';
import { setApiBaseUrl } from './api-base-url';
import { ApiError, serverMessageOf } from './api-client';
import {
  addTransaction,
  removeTransaction,
  splitTransaction,
  transactionOfDetail,
  unsplitTransaction,
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
  rule_id: null,
  split_of: null,
  split: null,
  bank_detailed_category: null,
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
    expect(transactionOfDetail(starbucks)).toEqual(heldStarbucks);
    expect(transactionOfDetail({ ...starbucks, personal_finance_category: null }).personal_finance_category).toBeNull();
  });
});

describe('a split', () => {
  const whole = { ...starbucks, amount: 50, split: 'split' as const };
  const part = (id: string, amount: number) => ({ ...whole, transaction_id: id, split_of: 'tx-1', amount });

  it('sends the parts with PUT and answers the whole and its parts', async () => {
    const answer = { transaction: whole, parts: [part('split-a', 30), part('split-b', 20)] };
    fetchMock.mockResolvedValue(fakeResponse(200, answer));
    const body = {
      parts: [
        { amount: 30, category: 'FOOD_AND_DRINK' },
        { amount: 20, notes: 'soap' },
      ],
    };
    await expect(splitTransaction('tx-1', body)).resolves.toEqual(answer);
    expect(sent()).toEqual({ method: 'PUT', path: '/transactions/tx-1/split', body });
  });

  it("rejects with the server's reason when the parts do not add up", async () => {
    fetchMock.mockResolvedValue(
      fakeResponse(400, { error: 'Bad Request', message: 'The parts add up to $40.00, not $50.00' }),
    );
    await expect(splitTransaction('tx-1', { parts: [{ amount: 30 }, { amount: 10 }] })).rejects.toThrow(
      'The parts add up to $40.00, not $50.00',
    );
  });

  it('makes it whole again with DELETE, answering the whole', async () => {
    fetchMock.mockResolvedValue(fakeResponse(200, { ...whole, split: null }));
    await expect(unsplitTransaction('tx/1')).resolves.toMatchObject({ split: null });
    expect(sent()).toEqual({ method: 'DELETE', path: '/transactions/tx%2F1/split', body: undefined });
  });
});
