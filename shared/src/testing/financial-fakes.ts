// The financial store's test doubles: a fake server behind FinancialStoreApi, people with their data, and a new
// browser (an empty IndexedDB) for every test.
import { IDBFactory } from 'fake-indexeddb';
import { createStore as createKeyValueStore, get as getKeyValue, getMany as getManyKeyValues } from 'idb-keyval';
import { ApiError } from '../api/api-client';
import { HAND_KEPT_KINDS, KEPT_BY_HAND_ID, KEPT_BY_HAND_NAME } from '../contracts/hand-kept';
import type { TransactionDetail } from '../contracts';
import { createFinancialStore, type FinancialStore } from '../store/financial-store';
import type { FinancialState } from '../store/financial-state';
import type { FinancialStoreApi } from '../store/store-api';
import type { Account, Transaction } from '../types/entities';

export function account(id: string, institution: string, extra: Partial<Account> = {}): Account {
  return {
    account_id: id,
    item_id: institution,
    institution_id: institution,
    institution_name: `Bank ${institution}`,
    name: `Account ${id}`,
    official_name: null,
    type: 'depository',
    subtype: 'checking',
    mask: '0000',
    last_sync: null,
    balances: { current: 100, available: 90, limit: null, iso_currency_code: 'USD' },
    item_status: 'good',
    item_error: null,
    ...extra,
  };
}

export function transaction(id: string, accountId: string): Transaction {
  return {
    transaction_id: id,
    account_id: accountId,
    date: '2026-11-01',
    amount: 12.5,
    iso_currency_code: 'USD',
    pending: false,
    merchant_name: 'Shop',
    name: 'SHOP',
    category: [],
    personal_finance_category: { primary: 'GENERAL_MERCHANDISE' },
    account_name: `Account ${accountId}`,
    account_mask: '0000',
    institution_name: 'Bank',
    display_name: null,
    bank_category: 'GENERAL_MERCHANDISE',
    notes: null,
    excluded: false,
    manual: false,
    transfer_id: null,
    rule_id: null,
    split_of: null,
    split: null,
    bank_detailed_category: null,
  };
}

/** A held transaction in the full form the API answers a change with. */
export function detailOf(transaction: Transaction): TransactionDetail {
  const category = transaction.personal_finance_category;
  return {
    ...transaction,
    authorized_date: null,
    personal_finance_category: category === null ? null : { primary: category.primary, detailed: null },
    payment_channel: null,
    institution_id: 'ins_1',
  };
}

const refusal = (status: number, message: string) => new ApiError(status, '', { message });

export interface Server {
  accounts: Account[];
  transactions: Transaction[];
  api: FinancialStoreApi;
  calls: string[];
  /** The limits of the first-page requests (GET /transactions?limit=), apart from calls. */
  previews: number[];
  /** The set as each cursor handed out saw it: GET /transactions/changes answers the difference. */
  cursors: Map<string, Transaction[]>;
}

export function fakeServer(accounts: Account[], transactions: Transaction[]): Server {
  let splits = 0;
  const server: Server = {
    accounts,
    transactions,
    calls: [],
    previews: [],
    cursors: new Map(),
    api: undefined as unknown as FinancialStoreApi,
  };
  /** A cursor for the set as it is now. */
  const cursorNow = () => {
    const cursor = `cursor-${server.cursors.size + 1}`;
    server.cursors.set(cursor, server.transactions);
    return cursor;
  };
  // A marker in place of a summary's response: the tests follow where it lands, not what it holds.
  const summary = (name: string) => async () => {
    server.calls.push(name);
    return { summary: [name] } as never;
  };
  server.api = {
    getAccounts: async () => {
      server.calls.push('accounts');
      return server.accounts;
    },
    getTransactions: async (_range, { limit } = {}) => {
      const total = server.transactions.length;
      if (limit !== undefined) {
        server.previews.push(limit);
        return { transactions: server.transactions.slice(0, limit), cursor: null, total };
      }
      server.calls.push('transactions');
      return { transactions: server.transactions, cursor: cursorNow(), total };
    },
    // Every row not the same object as when the cursor was handed out has changed (the fake's writes replace them).
    getTransactionChanges: async (cursor) => {
      server.calls.push('changes');
      const then = server.cursors.get(cursor);
      if (!then) return 'reload';
      const before = new Set(then);
      const now = new Set(server.transactions.map((t) => t.transaction_id));
      return {
        transactions: server.transactions.filter((t) => !before.has(t)),
        removed: then.filter((t) => !now.has(t.transaction_id)).map((t) => t.transaction_id),
        cursor: cursorNow(),
        hasMore: false,
      };
    },
    exchangePublicToken: async (request) => {
      server.calls.push('exchange');
      const added = (request.accounts ?? []).map((meta) =>
        account(meta.id, request.institution_id, { name: meta.name ?? 'x' }),
      );
      server.accounts = [...server.accounts, ...added];
      return {
        item_id: request.institution_id,
        institution_id: request.institution_id,
        // The API answers with the provider's name, whatever the browser sent.
        institution_name: `Bank ${request.institution_id}`,
        accounts: added,
      };
    },
    removeAccounts: async (request) => {
      server.calls.push('remove');
      const items = request.items ?? [];
      const gone = server.accounts.filter(
        (a) =>
          items.includes(a.institution_id) ||
          Object.values(request.accounts ?? {})
            .flat()
            .includes(a.account_id),
      );
      server.accounts = server.accounts.filter((a) => !gone.includes(a));
      return { accounts_removed: gone.map((a) => a.account_id), items_removed: items };
    },
    createHandKeptAccount: async (body) => {
      server.calls.push('create-account');
      if (body.name === 'refused') throw refusal(400, 'A person keeps at most 50 accounts by hand');
      const created = account(`manual-${server.accounts.length + 1}`, KEPT_BY_HAND_ID, {
        name: body.name,
        institution_name: KEPT_BY_HAND_NAME,
        mask: null,
        type: HAND_KEPT_KINDS[body.kind].type,
        subtype: HAND_KEPT_KINDS[body.kind].subtype,
        balances: {
          current: body.opening_balance,
          available: null,
          limit: null,
          iso_currency_code: body.iso_currency_code,
        },
        kept_by_hand: true,
      });
      server.accounts = [...server.accounts, created];
      return created;
    },
    renameHandKeptAccount: async (accountId, name) => {
      server.calls.push('rename-account');
      const held = server.accounts.find((a) => a.account_id === accountId && a.kept_by_hand);
      if (!held) throw refusal(404, 'Account not found');
      const renamed = { ...held, name };
      server.accounts = server.accounts.map((a) => (a === held ? renamed : a));
      // Its transactions answer under the new name (replaced: the fake's changes are the rows that are new objects).
      server.transactions = server.transactions.map((t) =>
        t.account_id === accountId ? { ...t, account_name: name } : t,
      );
      return renamed;
    },
    syncAccounts: async (request) => {
      server.calls.push('sync');
      return {
        institution_id: request.institution_id,
        last_sync: '2026-11-23T10:00:00Z',
        transactions_upserted: 0,
        transactions_removed: 0,
        accounts: server.accounts.filter((a) => a.institution_id === request.institution_id),
      };
    },
    updateTransaction: async (id, patch) => {
      server.calls.push('update');
      const held = server.transactions.find((t) => t.transaction_id === id);
      if (!held) throw refusal(404, 'Transaction not found');
      const category = patch.category === undefined ? undefined : (patch.category ?? held.bank_category);
      const stored: Transaction = {
        ...held,
        ...(category === undefined ? {} : { personal_finance_category: category ? { primary: category } : null }),
        ...(patch.display_name === undefined ? {} : { display_name: patch.display_name }),
        ...(patch.notes === undefined ? {} : { notes: patch.notes }),
        ...(patch.excluded === undefined ? {} : { excluded: patch.excluded }),
      };
      server.transactions = server.transactions.map((t) => (t === held ? stored : t));
      return detailOf(stored);
    },
    addTransaction: async (body) => {
      server.calls.push('add');
      const stored: Transaction = {
        ...transaction(`manual-${server.transactions.length + 1}`, body.account_id),
        date: body.date,
        amount: body.amount,
        merchant_name: null,
        name: body.description,
        personal_finance_category: body.category ? { primary: body.category } : null,
        bank_category: null,
        notes: body.notes ?? null,
        manual: true,
      };
      server.transactions = [stored, ...server.transactions].sort((a, b) => b.date.localeCompare(a.date));
      return detailOf(stored);
    },
    removeTransaction: async (id) => {
      server.calls.push('remove transaction');
      const held = server.transactions.find((t) => t.transaction_id === id);
      if (!held) throw refusal(404, 'Transaction not found');
      if (!held.manual) throw refusal(400, 'A transaction from the bank cannot be removed; exclude it instead');
      server.transactions = server.transactions.filter((t) => t !== held);
    },
    // Like the API: parts that add up to the whole to the cent, of a posted bank or manual row that is no transfer half
    // and no part; new parts replace the old ones. Every row it writes is a new object (a change the feed brings).
    splitTransaction: async (id, body) => {
      server.calls.push('split');
      const whole = server.transactions.find((t) => t.transaction_id === id);
      if (!whole) throw refusal(404, 'Transaction not found');
      if (whole.pending || whole.transfer_id !== null || whole.split_of !== null)
        throw refusal(400, 'A pending transaction, a transfer half or a part cannot be split');
      const cents = (amount: number) => Math.round(amount * 100);
      const sum = body.parts.reduce((total, part) => total + cents(part.amount), 0);
      if (sum !== cents(whole.amount)) throw refusal(400, 'The parts must add up to the transaction');
      const split: Transaction = { ...whole, split: 'split' };
      const parts = body.parts.map((part, index): Transaction => ({
        ...whole,
        transaction_id: `split-${++splits}-${index + 1}`,
        split_of: id,
        split: 'split',
        amount: part.amount,
        personal_finance_category: part.category ? { primary: part.category } : whole.personal_finance_category,
        notes: part.notes ?? null,
      }));
      const others = server.transactions.filter((t) => t.split_of !== id);
      const at = others.indexOf(whole);
      server.transactions = [...others.slice(0, at), split, ...parts, ...others.slice(at + 1)];
      return { transaction: detailOf(split), parts: parts.map(detailOf) };
    },
    unsplitTransaction: async (id) => {
      server.calls.push('unsplit');
      const whole = server.transactions.find((t) => t.transaction_id === id);
      if (!whole) throw refusal(404, 'Transaction not found');
      if (whole.split === null) throw refusal(400, 'The transaction is not split');
      const restored: Transaction = { ...whole, split: null };
      server.transactions = server.transactions
        .filter((t) => t.split_of !== id)
        .map((t) => (t === whole ? restored : t));
      return detailOf(restored);
    },
    getCategorySummary: summary('category'),
    getMonthlySummary: summary('month'),
    getPayeeSummary: summary('payee'),
    getSpendingTrends: summary('trends'),
  };
  return server;
}

export const ALICE = 'user-alice';
export const BOB = 'user-bob';
export const aliceAccounts = [account('a1', 'ins_1'), account('a2', 'ins_1'), account('a3', 'ins_2')];
export const aliceTransactions = [transaction('t1', 'a1'), transaction('t2', 'a2'), transaction('t3', 'a3')];

/** Every state a store passes through, to show that something never appeared, not even for one update. */
export function recordStates(store: FinancialStore): FinancialState[] {
  const states: FinancialState[] = [];
  store.subscribe((state) => states.push(state));
  return states;
}

export const keyValue = () => createKeyValueStore('finance-tracker', 'keyval');

/** The transactions the store's IndexedDB copy holds (its manifest's chunks, in order); undefined when none. */
export async function storedTransactions(): Promise<Transaction[] | undefined> {
  const manifest = await getKeyValue<{ chunks: string[] }>('financial-store/transactions', keyValue());
  if (manifest === undefined) return undefined;
  const chunks = await getManyKeyValues<Transaction[] | undefined>(manifest.chunks, keyValue());
  return chunks.flatMap((chunk) => chunk ?? []);
}

/** Every test starts as a browser that never ran the app (a new, empty IndexedDB); console.error is recorded. */
export function inANewBrowserEachTest(): void {
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());
}

/** A promise to settle by hand, and a way to let every pending callback run. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A page load of Alice's that fetched everything and stored it. */
export async function storeAlicesData() {
  const first = createFinancialStore(fakeServer(aliceAccounts, aliceTransactions).api);
  await first.setOwner(ALICE);
  await first.getState().fetchAll();
  await first.flush();
}

export const aliceIds = new Set(aliceAccounts.map((a) => a.account_id));
export const showsAlicesData = (state: FinancialState) =>
  state.accounts.some((a) => aliceIds.has(a.account_id)) ||
  state.transactions.length > 0 ||
  (state.transactionsPreview?.transactions.length ?? 0) > 0 ||
  Object.keys(state.viewPages).length > 0;
