import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { SortState } from '../model/sort';
import { toRows } from '../model/transaction-rows';
import { renderAtTransactions } from '../testing/render-screen';
import { aTransaction } from '../testing/transaction-fixture';
import { TransactionsList } from './TransactionsList';

const rows = toRows([
  aTransaction({
    transaction_id: 'coffee',
    merchant_name: 'Starbucks',
    amount: 4.33,
    date: '2026-04-02',
    pending: true,
  }),
  aTransaction({ transaction_id: 'pay', merchant_name: 'Acme Payroll', amount: -2500, date: '2026-04-01' }),
]);

function SortedList({ onSort }: { onSort: (sort: SortState | null) => void }) {
  const [sort, setSort] = useState<SortState | null>(null);
  return (
    <TransactionsList
      rows={rows}
      sort={sort}
      emptyText="No matching transactions"
      onOpen={() => undefined}
      openId={null}
      selected={new Set()}
      onToggle={() => undefined}
      onSortChange={(next) => {
        setSort(next);
        onSort(next);
      }}
    />
  );
}

describe('TransactionsList (narrow screens)', () => {
  it('shows each transaction with its description, Pending, amount (money in tinted), date, category and account', () => {
    renderAtTransactions(<SortedList onSort={() => undefined} />);
    const items = within(screen.getByRole('list', { name: 'Transactions' })).getAllByRole('listitem');
    expect(items.map((item) => item.dataset.transactionId)).toEqual(['coffee', 'pay']);
    const [coffee, pay] = items as [HTMLElement, HTMLElement];
    expect(coffee.querySelector('[data-column="description"]')).toHaveTextContent('Starbucks Pending');
    expect(coffee.querySelector('[data-column="amount"]')).toHaveTextContent('$4.33');
    expect(coffee.querySelector('[data-column="date"]')).toHaveTextContent('Apr 2, 2026');
    expect(coffee.querySelector('[data-column="category"]')).not.toBeEmptyDOMElement();
    expect(coffee.querySelector('[data-column="account"]')).not.toBeEmptyDOMElement();
    expect(pay.querySelector('[data-column="amount"]')).toHaveTextContent('$2,500.00');
    expect(pay.querySelector('[data-column="amount"]')).toHaveStyle({ color: '#15803d' });
    expect(coffee.querySelector('[data-column="amount"]')).toHaveStyle({ color: '#111827' });
  });

  it('sorts from "Sort by": any column either way, or back to the loaded order', async () => {
    const user = userEvent.setup();
    const onSort = jest.fn();
    renderAtTransactions(<SortedList onSort={onSort} />);
    const sortBy = screen.getByLabelText('Sort by');
    await user.selectOptions(sortBy, 'Amount, descending');
    expect(onSort).toHaveBeenLastCalledWith({ id: 'amount', desc: true });
    await user.selectOptions(sortBy, 'Date, ascending');
    expect(onSort).toHaveBeenLastCalledWith({ id: 'date', desc: false });
    await user.selectOptions(sortBy, 'Newest first (as loaded)');
    expect(onSort).toHaveBeenLastCalledWith(null);
  });

  it('shows the empty text in place of the list', () => {
    renderAtTransactions(
      <TransactionsList
        rows={[]}
        sort={null}
        onSortChange={() => undefined}
        emptyText="No matching transactions"
        onOpen={() => undefined}
        openId={null}
        selected={new Set()}
        onToggle={() => undefined}
      />,
    );
    expect(screen.getByText('No matching transactions')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Transactions' })).not.toBeInTheDocument();
  });
});
