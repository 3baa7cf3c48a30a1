import { fireEvent, screen, within } from '@testing-library/react';
import { account } from '../../testing/accounts-fixture';
import { renderRoute, resetStore, setStore, signIn } from '../../testing/store-fixture';
import { AccountsSidebar } from './AccountsSidebar';

const balance = (current: number, iso_currency_code = 'USD') => ({
  current,
  available: null,
  limit: null,
  iso_currency_code,
});
const checking = account({ account_id: 'chk', name: 'Plaid Checking', balances: balance(1200.5) });
const overdrawn = account({ account_id: 'od', name: 'Overdrawn', balances: balance(-1300) });
const card = account({ account_id: 'cc', name: 'Plaid Credit Card', type: 'credit', balances: balance(410) });
const loan = account({ account_id: 'ln', name: 'Plaid Student Loan', type: 'loan', balances: balance(-20) });

const group = (type: string) => screen.getAllByTestId('sidebar-group').find((g) => g.dataset.type === type)!;

describe('AccountsSidebar', () => {
  beforeEach(() => signIn());
  afterEach(() => resetStore());

  it('links Accounts and Sync Issues, and lists only the types that have accounts, expanded', async () => {
    setStore({ accounts: [checking, card] });
    renderRoute('/accounts', '/accounts', <AccountsSidebar />);
    expect(screen.getByRole('link', { name: 'Accounts' })).toHaveAttribute('href', '/accounts/default');
    expect(screen.getByRole('link', { name: 'Sync Issues' })).toHaveAttribute('href', '/accounts/sync-issues');
    expect(screen.getAllByTestId('sidebar-group').map((g) => g.dataset.type)).toEqual(['depository', 'credit']);
    expect(within(group('depository')).getByRole('button', { name: /Bank Accounts/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(group('depository')).getByRole('link', { name: /Plaid Checking/ })).toHaveAttribute(
      'href',
      '/accounts/chk',
    );
    expect(within(group('depository')).getByRole('link', { name: /Plaid Checking/ })).toHaveTextContent('$1,200.50');
  });

  it('totals each group in USD with the colour rule: money held green when >= 0, money owed inverted', async () => {
    setStore({ accounts: [checking, overdrawn, card, loan] });
    renderRoute('/accounts', '/accounts', <AccountsSidebar />);
    const total = (type: string) => within(group(type)).getByTestId('group-total');
    expect(total('depository')).toHaveTextContent('-$99.50');
    expect(total('depository')).toHaveStyle({ color: '#b91c1c' });
    expect(total('credit')).toHaveTextContent('$410.00');
    expect(total('credit')).toHaveStyle({ color: '#b91c1c' });
    expect(total('loan')).toHaveTextContent('-$20.00');
    expect(total('loan')).toHaveStyle({ color: '#15803d' });
  });

  it('collapses and expands a group', () => {
    setStore({ accounts: [checking] });
    renderRoute('/accounts', '/accounts', <AccountsSidebar />);
    const toggle = screen.getByRole('button', { name: /Bank Accounts/ });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: /Plaid Checking/ })).not.toBeInTheDocument();
    fireEvent.click(toggle);
    expect(screen.getByRole('link', { name: /Plaid Checking/ })).toBeInTheDocument();
  });

  it('follows the store at once, and counts the connections in trouble on the Sync Issues link', () => {
    setStore({ accounts: [checking] });
    renderRoute('/accounts', '/accounts', <AccountsSidebar />);
    expect(screen.queryByTestId('sync-issue-count')).not.toBeInTheDocument();
    setStore({ accounts: [{ ...checking, item_status: 'login_required' }, card] });
    expect(screen.getByTestId('sync-issue-count')).toHaveTextContent(/^1 connection needs attention$/);
    expect(screen.getByRole('link', { name: /^Sync Issues\s*1 connection needs attention$/ })).toBeInTheDocument();
    expect(screen.getAllByTestId('sidebar-group')).toHaveLength(2);
  });
});
