import { act, fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@finance/shared';
import { account, transaction } from '../../testing/accounts-fixture';
import { renderRoute, resetStore, setStore, signIn } from '../../testing/store-fixture';
import { AccountDetailPage } from './AccountDetailPage';

const today = new Date();
const daysAgo = (days: number) =>
  new Date(today.getFullYear(), today.getMonth(), today.getDate() - days).toISOString().slice(0, 10);

describe('AccountDetailPage', () => {
  beforeEach(async () => {
    await signIn();
    setStore({
      accounts: [account()],
      transactions: [
        transaction({ transaction_id: 'recent', date: daysAgo(3), merchant_name: 'Corner Cafe', amount: 12.5 }),
        transaction({ transaction_id: 'old', date: daysAgo(120), merchant_name: 'Old Shop' }),
      ],
      fetchTransactions: jest.fn(async (): Promise<void> => undefined),
    });
  });
  afterEach(() => resetStore());

  it("shows the account's facts, its connection and its transactions of the last 90 days", () => {
    renderRoute('/accounts/acc-checking', '/accounts/:accountId', <AccountDetailPage />);
    expect(screen.getByRole('heading', { level: 2, name: 'Plaid Checking' })).toBeInTheDocument();
    expect(screen.getByText('First Platypus Bank')).toBeInTheDocument();
    expect(screen.getByText('depository · checking')).toBeInTheDocument();
    expect(screen.getByText('•••• 0000')).toBeInTheDocument();
    expect(screen.getByText('$110.00')).toBeInTheDocument();
    expect(screen.getByText('$100.00')).toBeInTheDocument();
    expect(screen.getByTestId('connection-health')).toHaveTextContent('Connected');
    expect(screen.getByText('11/23/2026, 9:05 AM')).toBeInTheDocument();
    expect(screen.getByText('Corner Cafe')).toBeInTheDocument();
    expect(screen.queryByText('Old Shop')).not.toBeInTheDocument();
  });

  it('says plainly when the account is unknown, with a way back', () => {
    renderRoute('/accounts/nope', '/accounts/:accountId', <AccountDetailPage />);
    expect(screen.getByRole('heading', { name: 'Account not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Accounts' })).toHaveAttribute('href', '/accounts');
  });

  it('Sync now shows its progress and its outcome', async () => {
    let respond: (value: unknown) => void = () => undefined;
    const updateAccounts = jest.fn(() => new Promise((resolve) => (respond = resolve)));
    setStore({ updateAccounts: updateAccounts as never });
    renderRoute('/accounts/acc-checking', '/accounts/:accountId', <AccountDetailPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Sync now' }));
    expect(updateAccounts).toHaveBeenCalledWith({ institution_id: 'ins_109508' });
    expect(screen.getByRole('button', { name: 'Syncing...' })).toBeDisabled();
    await act(async () =>
      respond({
        institution_id: 'ins_109508',
        last_sync: '2026-11-23T15:00:00Z',
        transactions_upserted: 4,
        transactions_removed: 1,
        accounts: [],
      }),
    );
    expect(
      screen.getByText('Synced at 11/23/2026, 10:00 AM: 4 new or updated transactions, 1 removed.'),
    ).toBeInTheDocument();
  });

  it("Sync now shows the server's message when it fails", async () => {
    setStore({
      updateAccounts: jest.fn(() =>
        Promise.reject(new ApiError(502, 'Bad Gateway', { message: 'ITEM_LOGIN_REQUIRED: sign in again' })),
      ),
    });
    renderRoute('/accounts/acc-checking', '/accounts/:accountId', <AccountDetailPage />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sync now' })));
    expect(screen.getByRole('alert')).toHaveTextContent('ITEM_LOGIN_REQUIRED: sign in again');
  });
});
