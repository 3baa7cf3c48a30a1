import { fetchAuthSession } from 'aws-amplify/auth';
import type { TransactionsCompactResponse } from '../contracts';
import { amplifySession, idTokenFor, recordedCalls } from '../testing/session-fakes';
import { setApiBaseUrl } from './api-base-url';
import { ApiError } from './api-client';
import { getTransactionChanges, getTransactions, joinTransactions } from './transactions-api';

jest.mock('aws-amplify/auth');

const fetchMock = jest.fn();

/** A fetch answer with headers, as the API sends for GET /transactions. */
function answer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    headers: { get: (name: string) => lower[name.toLowerCase()] ?? null },
    text: async () => text,
  } as unknown as Response;
}

const compact: TransactionsCompactResponse = {
  start_date: '2025-01-01',
  end_date: '2025-12-31',
  count: 3,
  total: 3,
  cursor: 'WzEsInVzcl8xIiwiNyIsbnVsbF0',
  accounts: [
    {
      account_id: 'acc-checking',
      account_name: 'Plaid Checking',
      account_mask: '0000',
      institution_name: 'First Platypus Bank',
    },
    {
      account_id: 'acc-card',
      account_name: 'Plaid Credit Card',
      account_mask: null,
      institution_name: 'First Platypus Bank',
    },
  ],
  rows: [
    [
      'tx-2',
      1,
      '2025-02-10',
      80,
      'USD',
      null,
      'WHOLE FOODS',
      ['Shops', 'Supermarkets'],
      'cat_groceries',
      true,
      'Weekly shop',
      'GENERAL_MERCHANDISE',
      'split with Sam',
      true,
      false,
      null,
      'rule_groceries',
      null,
      null,
      null,
    ],
    [
      'tx-1',
      0,
      '2025-01-05',
      -4.5,
      null,
      'Blue Bottle',
      null,
      [],
      null,
      false,
      null,
      null,
      null,
      false,
      true,
      'tx-9',
      null,
      'tx-5',
      'review',
      null,
    ],
    [
      'tx-0',
      0,
      '2025-01-03',
      500,
      'USD',
      null,
      'AUTOMATIC PAYMENT - THANK YOU',
      ['Payment', 'Credit Card'],
      'LOAN_PAYMENTS',
      false,
      null,
      'LOAN_PAYMENTS',
      null,
      false,
      false,
      null,
      null,
      null,
      null,
      'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT',
    ],
  ],
};

beforeEach(() => {
  jest.mocked(fetchAuthSession).mockResolvedValue(amplifySession(idTokenFor({ preferred_username: 'usr_1' })));
  fetchMock.mockReset();
  globalThis.fetch = fetchMock;
  setApiBaseUrl('https://api.example.com');
});

describe('joinTransactions', () => {
  it("gives each row its account's id, name and mask and its institution, the category primary as an object, the person's corrections (a split's part naming its whole), and the bank's detailed category (a card's payment)", () => {
    expect(joinTransactions(compact)).toEqual([
      {
        transaction_id: 'tx-2',
        account_id: 'acc-card',
        date: '2025-02-10',
        amount: 80,
        iso_currency_code: 'USD',
        merchant_name: null,
        name: 'WHOLE FOODS',
        category: ['Shops', 'Supermarkets'],
        personal_finance_category: { primary: 'cat_groceries' },
        pending: true,
        account_name: 'Plaid Credit Card',
        account_mask: null,
        institution_name: 'First Platypus Bank',
        display_name: 'Weekly shop',
        bank_category: 'GENERAL_MERCHANDISE',
        notes: 'split with Sam',
        excluded: true,
        manual: false,
        transfer_id: null,
        rule_id: 'rule_groceries',
        split_of: null,
        split: null,
        bank_detailed_category: null,
      },
      {
        transaction_id: 'tx-1',
        account_id: 'acc-checking',
        date: '2025-01-05',
        amount: -4.5,
        iso_currency_code: null,
        merchant_name: 'Blue Bottle',
        name: null,
        category: [],
        personal_finance_category: null,
        pending: false,
        account_name: 'Plaid Checking',
        account_mask: '0000',
        institution_name: 'First Platypus Bank',
        display_name: null,
        bank_category: null,
        notes: null,
        excluded: false,
        manual: true,
        transfer_id: 'tx-9',
        rule_id: null,
        split_of: 'tx-5',
        split: 'review',
        bank_detailed_category: null,
      },
      {
        transaction_id: 'tx-0',
        account_id: 'acc-checking',
        date: '2025-01-03',
        amount: 500,
        iso_currency_code: 'USD',
        merchant_name: null,
        name: 'AUTOMATIC PAYMENT - THANK YOU',
        category: ['Payment', 'Credit Card'],
        personal_finance_category: { primary: 'LOAN_PAYMENTS' },
        pending: false,
        account_name: 'Plaid Checking',
        account_mask: '0000',
        institution_name: 'First Platypus Bank',
        display_name: null,
        bank_category: 'LOAN_PAYMENTS',
        notes: null,
        excluded: false,
        manual: false,
        transfer_id: null,
        rule_id: null,
        split_of: null,
        split: null,
        bank_detailed_category: 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT',
      },
    ]);
  });

  it('refuses a row that names an account the answer does not list', () => {
    expect(() => joinTransactions({ accounts: [], rows: [compact.rows[0]!] })).toThrow(
      'Transaction tx-2 names account 1, which the answer does not list',
    );
  });
});

describe('getTransactions', () => {
  const range = { start_date: '2025-01-01', end_date: '2025-12-31' };

  it('asks for the compact form of the range and answers the joined transactions with the set cursor', async () => {
    fetchMock.mockResolvedValue(answer(200, compact, { ETag: 'W/"v1"' }));
    const page = await getTransactions(range);
    expect(page).toEqual({ transactions: joinTransactions(compact), cursor: compact.cursor, total: 3 });
    const [call] = recordedCalls(fetchMock);
    const url = new URL(call!.url);
    expect(url.pathname).toBe('/transactions');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      start_date: '2025-01-01',
      end_date: '2025-12-31',
      format: 'compact',
    });
    expect(call!.init.headers).not.toHaveProperty('If-None-Match');
  });

  it('asks for the newest rows only with a limit, and answers the total of the range', async () => {
    fetchMock.mockResolvedValue(answer(200, { ...compact, total: 37671 }));
    const page = await getTransactions(range, { limit: 50 });
    expect(page).toMatchObject({ transactions: joinTransactions(compact), total: 37671 });
    const url = new URL(recordedCalls(fetchMock)[0]!.url);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      start_date: '2025-01-01',
      end_date: '2025-12-31',
      format: 'compact',
      limit: '50',
    });
  });

  it('answers the whole set with its cursor, and a first page (a limit) with none', async () => {
    fetchMock
      .mockResolvedValueOnce(answer(200, { ...compact, cursor: 'c-7' }))
      .mockResolvedValueOnce(answer(200, { ...compact, cursor: 'c-8' }));
    expect(await getTransactions(range)).toMatchObject({ cursor: 'c-7' });
    expect(await getTransactions(range, { limit: 50 })).toMatchObject({ cursor: null });
  });

  it('passes an error answer on as ApiError with the server message', async () => {
    fetchMock.mockResolvedValue(
      answer(400, { error: 'Bad Request', message: 'start_date must not be after end_date' }),
    );
    await expect(getTransactions(range)).rejects.toEqual(
      new ApiError(400, 'Bad Request', { error: 'Bad Request', message: 'start_date must not be after end_date' }),
    );
  });
});

describe('getTransactionChanges', () => {
  const changes = {
    cursor: 'next-cursor',
    has_more: true,
    accounts: compact.accounts,
    removed: ['tx-gone'],
    rows: [compact.rows[1]!],
  };

  it('asks for what changed since the cursor and answers the rows joined, the removals and the next cursor', async () => {
    fetchMock.mockResolvedValue(answer(200, changes));
    const page = await getTransactionChanges('held-cursor', { limit: 100 });
    expect(page).toEqual({
      transactions: joinTransactions({ accounts: compact.accounts, rows: [compact.rows[1]!] }),
      removed: ['tx-gone'],
      cursor: 'next-cursor',
      hasMore: true,
    });
    const url = new URL(recordedCalls(fetchMock)[0]!.url);
    expect(url.pathname).toBe('/transactions/changes');
    expect(Object.fromEntries(url.searchParams)).toEqual({ cursor: 'held-cursor', limit: '100' });
  });

  it("answers 'reload' when the API can no longer bring the copy up to date (410)", async () => {
    fetchMock.mockResolvedValue(answer(410, { error: 'Gone', message: 'This cursor is too old: load again' }));
    await expect(getTransactionChanges('old-cursor')).resolves.toBe('reload');
  });

  it('fails with the API error on any other failure', async () => {
    fetchMock.mockResolvedValue(
      answer(500, { error: 'Internal Server Error', message: 'An unexpected error occurred' }),
    );
    await expect(getTransactionChanges('a-cursor')).rejects.toEqual(expect.any(ApiError));
  });
});
