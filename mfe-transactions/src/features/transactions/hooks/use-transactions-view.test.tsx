import { act, renderHook, waitFor } from '@testing-library/react';
import type { Transaction } from '@finance/shared';
import { countedAmount } from '../model/cell-format';
import { totalsOf } from '../model/totals';
import { DEFAULT_VIEW, type ViewState } from '../model/view-state';
import { aSplit, aTransaction } from '../testing/transaction-fixture';
import { useTransactionsView } from './use-transactions-view';

const names = new Map<string, string>();
const sorted: ViewState = { ...DEFAULT_VIEW, sort: { id: 'amount', desc: true } };

/** Every render's view, so that a render showing an earlier set is seen even when a later one catches up. */
function render(loaded: readonly Transaction[]) {
  const views: Array<{ loaded: number; ids: string[]; preparing: boolean }> = [];
  const hook = renderHook(
    ({ set }) => {
      const view = useTransactionsView(set, sorted, '', names);
      views.push({
        loaded: set.length,
        ids: view.matching.map((row) => row.transaction.transaction_id),
        preparing: view.preparing,
      });
      return view;
    },
    { initialProps: { set: loaded } },
  );
  return { ...hook, views };
}

describe('useTransactionsView', () => {
  const loaded = Array.from({ length: 30 }, (_, index) => aTransaction({ transaction_id: `t${index}`, amount: index }));

  it('shows a pull of a few new transactions in the render that brings them, sorted in', () => {
    const { rerender, views, result } = render(loaded);
    const pulled = [aTransaction({ transaction_id: 'new', amount: 12.5 }), ...loaded.slice(0, 20), ...loaded.slice(21)];
    views.length = 0;
    act(() => rerender({ set: pulled }));
    expect(views.length).toBeGreaterThan(0);
    for (const view of views) {
      expect(view.ids).toHaveLength(30);
      expect(view.ids.slice(15, 18)).toEqual(['t13', 'new', 't12']);
      expect(view.ids).not.toContain('t20');
    }
    expect(result.current.totals).toEqual(totalsOf(pulled, countedAmount));
  });

  it('prepares a new set in a later render, showing the one prepared before meanwhile', () => {
    const { rerender, views } = render(loaded);
    const other = Array.from({ length: 200 }, (_, index) => aTransaction({ transaction_id: `o${index}` }));
    views.length = 0;
    act(() => rerender({ set: other }));
    expect(views[0]!.ids).toHaveLength(30);
    expect(views.at(-1)!.ids).toHaveLength(200);
  });

  it('shows a keystroke’s matching rows in its own render, and the whole match with its totals once it is painted', async () => {
    const shops = Array.from({ length: 30 }, (_, index) =>
      aTransaction({ transaction_id: `s${index}`, merchant_name: `Shop ${index}`, amount: 1 }),
    );
    const renders: Array<{ ids: string[]; count: number; matching: number }> = [];
    const { rerender } = renderHook(
      ({ term }) => {
        const view = useTransactionsView(shops, DEFAULT_VIEW, term, names);
        renders.push({
          ids: view.rows.map((row) => row.transaction.transaction_id),
          count: view.totals.count,
          matching: view.matching.length,
        });
        return view;
      },
      { initialProps: { term: '' } },
    );
    renders.length = 0;
    act(() => rerender({ term: 'shop 1' }));
    const ids = ['s1', ...Array.from({ length: 10 }, (_, index) => `s${10 + index}`)];
    expect(renders[0]).toEqual({ ids, count: 30, matching: 30 });
    expect(renders.at(-1)).toEqual({ ids, count: 30, matching: 30 });
    await waitFor(() => expect(renders.at(-1)).toEqual({ ids, count: 11, matching: 11 }));
  });

  describe('a kept page', () => {
    const keptRows = [aTransaction({ transaction_id: 'k1', amount: 99 }), aTransaction({ transaction_id: 'k2' })];
    const kept = {
      cursor: '5',
      transactions: keptRows,
      facts: { count: 40, moneyIn: 1.5, moneyOut: 320.25, page: 1, lastPage: 3 },
    };
    /** Each render's rows and whether they came from the kept page. */
    function renderKept(view: ViewState, set: readonly Transaction[], partial: boolean) {
      const shown: Array<{ ids: string[]; remembered: boolean }> = [];
      const hook = renderHook(
        ({ current }) => {
          const result = useTransactionsView(current, view, '', names, { partial, page: kept });
          shown.push({ ids: result.rows.map((row) => row.transaction.transaction_id), remembered: result.remembered });
          return result;
        },
        { initialProps: { current: set } },
      );
      return { ...hook, shown };
    }

    it('shows a sorted view its kept page, totals and pages while its set is prepared, then the prepared view', () => {
      const { shown, result } = renderKept(sorted, loaded, false);
      expect(shown[0]).toEqual({ ids: ['k1', 'k2'], remembered: true });
      expect(result.current.remembered).toBe(false);
      expect(result.current.rows[0]!.transaction.transaction_id).toBe('t29');
    });

    it('shows it over the newest few of a set not yet whole, with its totals and pages', () => {
      const { result } = renderKept(sorted, loaded.slice(0, 5), true);
      expect(result.current).toMatchObject({
        remembered: true,
        totals: { count: 40, moneyIn: 1.5, moneyOut: 320.25 },
        page: 1,
        lastPage: 3,
      });
      expect(result.current.rows.map((row) => row.transaction.transaction_id)).toEqual(['k1', 'k2']);
    });

    it('never shows it for the default view, whose newest rows are the set’s first', () => {
      const { shown } = renderKept(DEFAULT_VIEW, loaded.slice(0, 5), true);
      expect(shown.every((render) => !render.remembered)).toBe(true);
    });

    it('ignores a kept page whose facts are not all there', () => {
      const partialFacts = { ...kept, facts: { count: 40 } };
      const { result } = renderHook(() =>
        useTransactionsView(loaded.slice(0, 5), sorted, '', names, { partial: true, page: partialFacts }),
      );
      expect(result.current.remembered).toBe(false);
    });
  });
});

describe('useTransactionsView with a split', () => {
  it('shows a split made in the held set (the whole replaced, its parts inserted) in the same render: the parts, counted once', () => {
    const whole = aTransaction({ transaction_id: 'w', amount: 50 });
    const others = Array.from({ length: 10 }, (_, index) => aTransaction({ transaction_id: `t${index}`, amount: 1 }));
    const { rerender, views, result } = render([whole, ...others]);
    expect(result.current.totals).toMatchObject({ count: 11, moneyOut: 60 });
    const { whole: split, parts } = aSplit({ ...whole, transaction_id: 'w' }, [
      { transaction_id: 'p1', amount: 30 },
      { transaction_id: 'p2', amount: 20 },
    ]);
    views.length = 0;
    act(() => rerender({ set: [split, ...parts, ...others] }));
    for (const view of views) expect(view.ids.slice(0, 2)).toEqual(['p1', 'p2']);
    expect(result.current.matching.map((row) => row.transaction.transaction_id)).not.toContain('w');
    expect(result.current.totals).toEqual({ count: 12, moneyIn: 0, moneyOut: 60 });
  });
});
