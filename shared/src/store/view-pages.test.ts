import 'fake-indexeddb/auto';
import { get as getKeyValue, set as setKeyValue } from 'idb-keyval';
import {
  ALICE,
  BOB,
  aliceTransactions,
  fakeServer,
  inANewBrowserEachTest,
  keyValue,
  recordStates,
  storeAlicesData,
} from '../testing/financial-fakes';
import { createFinancialStore } from './financial-store';
import { VIEW_PAGES_MAX, usableViewPages, withViewPage, type ViewPage } from './view-pages';

inANewBrowserEachTest();

const page = (cursor: string | null, rows = aliceTransactions.slice(0, 2)): ViewPage => ({
  cursor,
  transactions: rows,
  facts: { count: 2, moneyIn: 0, moneyOut: 12.5, page: 1, lastPage: 1 },
});

describe('withViewPage', () => {
  it('keeps a view as the latest, replacing its last page, and lets the oldest go beyond the bound', () => {
    let pages = withViewPage({}, 'a', page('1'));
    pages = withViewPage(pages, 'b', page('1'));
    pages = withViewPage(pages, 'a', page('2'));
    expect(Object.keys(pages)).toEqual(['b', 'a']);
    expect(pages.a?.cursor).toBe('2');
    for (let view = 0; view < VIEW_PAGES_MAX + 5; view += 1) pages = withViewPage(pages, `v${view}`, page('3'));
    expect(Object.keys(pages)).toHaveLength(VIEW_PAGES_MAX);
    expect(Object.keys(pages)[0]).toBe('v5');
    expect(Object.keys(pages).at(-1)).toBe(`v${VIEW_PAGES_MAX + 4}`);
  });

  it('keeps at most 100 rows of a page', () => {
    const many = Array.from({ length: 150 }, (_, index) => ({ ...aliceTransactions[0]!, transaction_id: `m${index}` }));
    expect(withViewPage({}, 'a', page('1', many)).a?.transactions).toHaveLength(100);
  });
});

describe('usableViewPages', () => {
  it('keeps the well-formed pages kept at the copy’s cursor only', () => {
    const stored = {
      same: page('7'),
      older: page('6'),
      noCursor: page(null),
      rowsNotAList: { ...page('7'), transactions: 'x' },
      rowWithoutId: { ...page('7'), transactions: [{}] },
      factNotANumber: { ...page('7'), facts: { count: '2' } },
      notAPage: 42,
    };
    expect(Object.keys(usableViewPages(stored, '7'))).toEqual(['same']);
    expect(usableViewPages(stored, null)).toEqual({});
    expect(usableViewPages('garbage', '7')).toEqual({});
    expect(usableViewPages(undefined, '7')).toEqual({});
  });
});

describe("the store's view pages", () => {
  it('keeps a page only for a person whose copy is read, at the set’s cursor', async () => {
    const store = createFinancialStore(fakeServer([], aliceTransactions).api);
    store.getState().rememberViewPage('search', page(null));
    expect(store.getState().viewPages).toEqual({});
    await store.setOwner(ALICE);
    await store.getState().fetchTransactions();
    const { transactionsCursor } = store.getState();
    expect(transactionsCursor).not.toBeNull();
    store.getState().rememberViewPage('search', { transactions: aliceTransactions.slice(0, 1), facts: { count: 1 } });
    expect(store.getState().viewPages.search).toEqual({
      cursor: transactionsCursor,
      transactions: aliceTransactions.slice(0, 1),
      facts: { count: 1 },
    });
  });

  it('shows a kept page with the newest stored rows on the next visit, before the rest is read', async () => {
    await storeAlicesData();
    const first = createFinancialStore(fakeServer([], []).api);
    await first.setOwner(ALICE);
    first.getState().rememberViewPage('search', { transactions: aliceTransactions.slice(1, 2), facts: { count: 1 } });
    await first.flush();

    const reloaded = createFinancialStore(fakeServer([], []).api);
    const states = recordStates(reloaded);
    await reloaded.setOwner(ALICE);
    const head = states.find((state) => state.transactionsPreview !== null);
    expect(head?.hydrated).toBe(false);
    expect(head?.viewPages.search?.transactions.map((t) => t.transaction_id)).toEqual(['t2']);
    expect(reloaded.getState().viewPages.search?.facts).toEqual({ count: 1 });
  });

  it('shows no page kept at another cursor than the stored copy’s', async () => {
    await storeAlicesData();
    await setKeyValue('financial-store/viewPages', { search: page('not-the-copy’s') }, keyValue());
    const reloaded = createFinancialStore(fakeServer([], []).api);
    await reloaded.setOwner(ALICE);
    expect(reloaded.getState().viewPages).toEqual({});
  });

  it('forgets the pages on sign-out, in memory and in IndexedDB, and never shows them to the next person', async () => {
    await storeAlicesData();
    const store = createFinancialStore(fakeServer([], []).api);
    await store.setOwner(ALICE);
    store.getState().rememberViewPage('search', { transactions: aliceTransactions.slice(0, 1), facts: { count: 1 } });
    await store.flush();
    expect(await getKeyValue('financial-store/viewPages', keyValue())).toHaveProperty('search');
    await store.clear();
    await store.flush();
    expect(store.getState().viewPages).toEqual({});
    expect(await getKeyValue('financial-store/viewPages', keyValue())).toBeUndefined();
    await store.setOwner(BOB);
    expect(store.getState().viewPages).toEqual({});
  });
});
