import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { ApiError, session, type ExchangeResponse } from '@finance/shared';
import { financialStore } from '@finance/shared/data';
import { account } from '../../testing/accounts-fixture';
import { linkScriptLoaded, plaidLink, usePlaidLinkFake } from '../../testing/plaid-link-fake';
import { renderRoute, resetStore, setStore, signIn } from '../../testing/store-fixture';
import { AccountsPage } from './AccountsPage';

jest.mock('react-plaid-link', () => ({ usePlaidLink: (options: never) => usePlaidLinkFake(options) }));
jest.mock('../linking/link-script', () => ({ useLinkScript: () => linkScriptLoaded() }));
const createLinkToken = jest.fn();
jest.mock('@finance/shared/data', () => ({
  ...jest.requireActual('@finance/shared/data'),
  createLinkToken: (...args: unknown[]) => createLinkToken(...args),
}));

const checking = account();
const card = account({
  account_id: 'acc-card',
  name: 'Plaid Credit Card',
  type: 'credit',
  subtype: 'credit card',
  mask: '3333',
  balances: { current: -410.25, available: 1000, limit: 2000, iso_currency_code: 'EUR' },
});
const nameless = account({ account_id: 'acc-x', institution_id: 'ins_x', institution_name: '', name: 'Mystery' });

/** The page as the shell mounts it, with the store's server calls replaced. */
async function renderPage({
  accounts = [checking],
  fetchAccounts = jest.fn(async (): Promise<void> => undefined),
  path = '/accounts',
} = {}) {
  await signIn({ accounts_linked: accounts.length > 0 });
  setStore({ accounts, fetchAccounts, fetchTransactions: jest.fn(async () => undefined) });
  renderRoute(path, '/accounts', <AccountsPage />, [
    <Route key="default" path="default" element={<p>Default Acct Subpage</p>} />,
    <Route key="issues" path="sync-issues" element={<p>sync issues child</p>} />,
  ]);
  await act(async () => undefined);
}

describe('AccountsPage', () => {
  beforeEach(() => {
    plaidLink.reset();
    createLinkToken.mockReset();
    jest.spyOn(session, 'updateAccountsLinked').mockResolvedValue();
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await resetStore();
  });

  it('says "Loading accounts..." while the accounts are on their way', async () => {
    await signIn();
    setStore({ hydrated: false });
    renderRoute('/accounts', '/accounts', <AccountsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Accounts' })).toBeInTheDocument();
    expect(screen.getByText('Loading accounts...')).toBeInTheDocument();
  });

  it('shows a failed fetch in red', async () => {
    await renderPage({
      accounts: [],
      fetchAccounts: jest.fn(async () =>
        financialStore.setState({
          errors: { ...financialStore.getState().errors, accounts: 'Failed to fetch accounts' },
        }),
      ),
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch accounts');
    expect(screen.getByRole('alert')).toHaveStyle({ color: '#b91c1c' });
  });

  it('offers Connect Account when nothing is linked, and sets accounts_linked false if it was true', async () => {
    await renderPage({ accounts: [] });
    expect(screen.getByText('No accounts connected yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect Account' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Remove Accounts' })).not.toBeInTheDocument();
    // signIn published accounts_linked false for an empty list; a stale true flag is corrected.
    cleanup();
    await resetStore();
    await signIn({ accounts_linked: true });
    setStore({ accounts: [], fetchAccounts: jest.fn(async () => undefined) });
    renderRoute('/accounts', '/accounts', <AccountsPage />);
    await waitFor(() => expect(session.updateAccountsLinked).toHaveBeenCalledWith(false));
  });

  it('shows each institution as a card, with each account, its update time and its balances', async () => {
    await renderPage({ accounts: [checking, card, nameless] });
    const cards = screen.getAllByTestId('institution-card');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'First Platypus Bank',
      'Unknown Institution',
    ]);
    const rows = within(cards[0]!).getAllByTestId('account-row');
    expect(rows[0]).toHaveTextContent('Plaid Checking');
    expect(rows[0]).toHaveTextContent('depository · checking');
    expect(rows[0]).toHaveTextContent('Last updated: 11/23/2026, 9:05 AM');
    expect(within(rows[0]!).getByTestId('current-balance')).toHaveTextContent('$110.00');
    expect(within(rows[0]!).getByTestId('current-balance')).toHaveStyle({ color: '#15803d' });
    expect(rows[0]).toHaveTextContent('Available: $100.00');
    expect(within(rows[1]!).getByTestId('current-balance')).toHaveTextContent('-€410.25');
    expect(within(rows[1]!).getByTestId('current-balance')).toHaveStyle({ color: '#b91c1c' });
    expect(rows[1]).toHaveTextContent('Available: €1,000.00');
    expect(screen.getByRole('button', { name: 'Remove Accounts' })).toBeInTheDocument();
    expect(session.updateAccountsLinked).not.toHaveBeenCalled();
  });

  it('keeps the list above /accounts/default and gives Sync Issues the whole page', async () => {
    await renderPage({ path: '/accounts/default' });
    expect(screen.getByText('Default Acct Subpage')).toBeInTheDocument();
    expect(screen.getByTestId('institution-card')).toBeInTheDocument();
    cleanup();
    renderRoute(
      '/accounts/sync-issues',
      '/accounts',
      <AccountsPage />,
      <Route path="sync-issues" element={<p>sync issues child</p>} />,
    );
    // The page asks for fresh accounts as it mounts: that request settles inside act, before the test ends.
    await act(async () => undefined);
    expect(screen.getByText('sync issues child')).toBeInTheDocument();
    expect(screen.queryByTestId('institution-card')).not.toBeInTheDocument();
  });

  it('links a bank: a link token, Link opened when ready, the exchange, accounts_linked, then the first sync', async () => {
    await renderPage({ accounts: [] });
    let respond: (value: { link_token: string }) => void = () => undefined;
    createLinkToken.mockReturnValue(new Promise((resolve) => (respond = resolve)));
    const linked: ExchangeResponse = {
      item_id: 'ins_109508',
      institution_id: 'ins_109508',
      institution_name: 'First Platypus Bank',
      accounts: [checking],
    };
    const addAccounts = jest.fn(async () => {
      financialStore.setState({ accounts: [{ ...checking, last_sync: null }] });
      return linked;
    });
    const fetchTransactions = jest.fn(async () => undefined);
    setStore({
      addAccounts,
      fetchTransactions,
      fetchAccounts: jest.fn(async () => financialStore.setState({ accounts: [checking] })),
    });

    fireEvent.click(screen.getByRole('button', { name: 'Connect Account' }));
    expect(screen.getByRole('button', { name: 'Connecting...' })).toBeDisabled();
    await act(async () => respond({ link_token: 'link-sandbox-1' }));
    expect(createLinkToken).toHaveBeenCalledWith(undefined);
    expect(plaidLink.options?.token).toBe('link-sandbox-1');
    expect(plaidLink.open).toHaveBeenCalledTimes(1);

    await act(async () => plaidLink.succeed());
    expect(addAccounts).toHaveBeenCalledWith({
      public_token: 'public-sandbox-1',
      institution_id: 'ins_109508',
      institution_name: 'First Platypus Bank',
      link_session_id: 'session-1',
      accounts: [{ id: 'acc-checking', name: 'Plaid Checking', type: 'depository', subtype: 'checking', mask: '0000' }],
    });
    expect(session.updateAccountsLinked).toHaveBeenCalledWith(true);
    expect(plaidLink.options?.token).toBeNull();
    expect(screen.getByRole('button', { name: 'Connect Account' })).toBeEnabled();
    await waitFor(() => expect(screen.getByTestId('first-sync')).toHaveAttribute('data-status', 'done'));
    expect(screen.getByTestId('first-sync')).toHaveTextContent(
      'First Platypus Bank is up to date: its transactions have arrived.',
    );
    expect(fetchTransactions).toHaveBeenCalled();
  });

  it('opens Link again for a second Connect Account, with the new token', async () => {
    await renderPage({ accounts: [] });
    createLinkToken
      .mockResolvedValueOnce({ link_token: 'link-sandbox-1' })
      .mockResolvedValueOnce({ link_token: 'link-sandbox-2' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Connect Account' })));
    await act(async () => plaidLink.exit());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Connect Account' })));
    expect(plaidLink.open.mock.calls).toEqual([['link-sandbox-1'], ['link-sandbox-2']]);
  });

  it('ends the busy state and clears the token when Link is closed', async () => {
    await renderPage({ accounts: [] });
    createLinkToken.mockResolvedValue({ link_token: 'link-sandbox-1' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Connect Account' })));
    await act(async () => plaidLink.exit());
    expect(plaidLink.options?.token).toBeNull();
    expect(screen.getByRole('button', { name: 'Connect Account' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    [
      'the server message',
      new ApiError(502, 'Bad Gateway', { error: 'Bad Gateway', message: 'Plaid is unavailable right now' }),
      'Plaid is unavailable right now',
    ],
    [
      '"Failed to get Plaid link token" without one',
      new TypeError('Failed to fetch'),
      'Failed to get Plaid link token',
    ],
  ])('shows a link token failure in red in place of the page: %s', async (_case, failure, text) => {
    await renderPage();
    createLinkToken.mockRejectedValue(failure);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Connect Account' })));
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByTestId('institution-card')).not.toBeInTheDocument();
    expect(plaidLink.open).not.toHaveBeenCalled();
  });

  it.each([
    [
      'the same institution twice',
      new ApiError(409, 'Conflict', {
        message:
          'First Platypus Bank is already linked. Remove it before linking it again, or repair it from Sync Issues.',
      }),
      'First Platypus Bank is already linked.',
    ],
    ['no server message', new ApiError(500, 'Internal Server Error', undefined), 'Failed to exchange Plaid token'],
  ])('says why the exchange failed: %s', async (_case, failure, text) => {
    await renderPage();
    createLinkToken.mockResolvedValue({ link_token: 'link-sandbox-1' });
    setStore({ addAccounts: jest.fn(async () => Promise.reject(failure)) });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Connect Account' })));
    await act(async () => plaidLink.succeed());
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.getByTestId('institution-card')).toBeInTheDocument();
    expect(session.updateAccountsLinked).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Connect Account' })).toBeEnabled();
  });

  it('says "Plaid not loaded" (and logs it) when the Link script could not be loaded', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderPage({ accounts: [] });
    plaidLink.ready = false;
    plaidLink.scriptError = new Event('error') as ErrorEvent;
    createLinkToken.mockResolvedValue({ link_token: 'link-sandbox-1' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Connect Account' })));
    expect(screen.getByRole('alert')).toHaveTextContent('Plaid not loaded');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('Plaid not loaded'));
    expect(plaidLink.open).not.toHaveBeenCalled();
  });

  it('says "Plaid not loaded" when the local Link script could not be loaded', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    plaidLink.localScriptLoaded = false;
    plaidLink.ready = false;
    await renderPage({ accounts: [] });
    createLinkToken.mockResolvedValue({ link_token: 'link-sandbox-1' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Connect Account' })));
    expect(screen.getByRole('alert')).toHaveTextContent('Plaid not loaded');
    expect(plaidLink.open).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('Plaid not loaded'));
  });

  it('shows accounts kept by hand as their own card, "Your accounts", with their kind, renamed there; Add Account even with none', async () => {
    const wallet = account({
      account_id: 'manual-wallet',
      item_id: 'kept_by_hand',
      institution_id: 'kept_by_hand',
      institution_name: 'Your accounts',
      name: 'Wallet',
      subtype: 'cash',
      mask: null,
      last_sync: null,
      balances: { current: 87.66, available: null, limit: null, iso_currency_code: 'USD' },
      kept_by_hand: true,
    });
    await renderPage({ accounts: [checking, wallet] });
    const cards = screen.getAllByTestId('institution-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'First Platypus Bank',
      'Your accounts',
    ]);
    expect(within(cards[1]!).getByTestId('current-balance')).toHaveTextContent('$87.66');
    // The kind the person chose, not the provider's words it is stored as ("depository · cash").
    expect(within(cards[1]!).getByText('Cash')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('depository · checking')).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('button', { name: 'Rename Wallet' })).toBeInTheDocument();
    expect(within(cards[0]!).queryByRole('button', { name: /Rename/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Account' })).toBeInTheDocument();
    cleanup();
    await resetStore();
    await renderPage({ accounts: [] });
    expect(screen.getByText('No accounts connected yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Account' })).toBeInTheDocument();
  });
});
