import { act, fireEvent, screen } from '@testing-library/react';
import { ApiError, session } from '@finance/shared';
import { financialStore } from '@finance/shared/data';
import { account } from '../../testing/accounts-fixture';
import { linkScriptLoaded, plaidLink, usePlaidLinkFake } from '../../testing/plaid-link-fake';
import { renderRoute, resetStore, setStore, signIn } from '../../testing/store-fixture';
import { SyncIssuesPage } from './SyncIssuesPage';

jest.mock('react-plaid-link', () => ({ usePlaidLink: (options: never) => usePlaidLinkFake(options) }));
jest.mock('../linking/link-script', () => ({ useLinkScript: () => linkScriptLoaded() }));
const createLinkToken = jest.fn();
jest.mock('@finance/shared/data', () => ({
  ...jest.requireActual('@finance/shared/data'),
  createLinkToken: (...args: unknown[]) => createLinkToken(...args),
}));

const broken = account({
  item_status: 'login_required',
  item_error: { error_code: 'ITEM_LOGIN_REQUIRED', error_message: 'the login details of this item have changed' },
});
const expiring = account({
  account_id: 'tartan-chk',
  institution_id: 'ins_109511',
  institution_name: 'Tartan Bank',
  item_status: 'pending_expiration',
});

describe('SyncIssuesPage', () => {
  beforeEach(async () => {
    plaidLink.reset();
    createLinkToken.mockReset();
    jest.spyOn(session, 'updateAccountsLinked').mockResolvedValue();
    await signIn({ accounts_linked: true });
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await resetStore();
  });

  it('says so when every connection works', () => {
    setStore({ accounts: [account()] });
    renderRoute('/accounts/sync-issues', '/accounts/sync-issues', <SyncIssuesPage />);
    expect(screen.getByRole('heading', { name: 'Sync Issues' })).toBeInTheDocument();
    expect(
      screen.getByText('This page shows issues reported by the linking provider, Plaid, for your connected accounts.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No sync issues: every connection is working.')).toBeInTheDocument();
  });

  it('lists each connection in trouble in plain words, an expiring one too, each with Reconnect', () => {
    setStore({ accounts: [broken, expiring] });
    renderRoute('/accounts/sync-issues', '/accounts/sync-issues', <SyncIssuesPage />);
    expect(screen.getByRole('heading', { name: 'First Platypus Bank needs you to sign in again' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Tartan Bank's connection expires soon" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reconnect First Platypus Bank' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Reconnect Tartan Bank' })).toBeEnabled();
  });

  it('Reconnect opens Link in update mode for that institution, and the issue clears once repaired', async () => {
    setStore({ accounts: [broken] });
    createLinkToken.mockResolvedValue({ link_token: 'link-sandbox-update', mode: 'update' });
    const repaired = { ...broken, item_status: 'good' as const, item_error: null };
    const addAccounts = jest.fn(async () => {
      financialStore.setState({ accounts: [repaired] });
      return {
        item_id: 'ins_109508',
        institution_id: 'ins_109508',
        institution_name: 'First Platypus Bank',
        accounts: [repaired],
      };
    });
    setStore({
      addAccounts,
      fetchAccounts: jest.fn(async (): Promise<void> => undefined),
      fetchTransactions: jest.fn(async (): Promise<void> => undefined),
    });
    renderRoute('/accounts/sync-issues', '/accounts/sync-issues', <SyncIssuesPage />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reconnect First Platypus Bank' })));
    expect(createLinkToken).toHaveBeenCalledWith('ins_109508');
    expect(plaidLink.open).toHaveBeenCalledTimes(1);
    await act(async () => plaidLink.succeed({ accounts: [] }));
    expect(addAccounts).toHaveBeenCalledWith(
      expect.objectContaining({ public_token: 'public-sandbox-1', institution_id: 'ins_109508' }),
    );
    expect(screen.getByText('First Platypus Bank is reconnected.')).toBeInTheDocument();
    expect(screen.getByText('No sync issues: every connection is working.')).toBeInTheDocument();
  });

  it.each([
    ['repaired meanwhile (its webhook came first): the repair stands', 'good' as const, null],
    ['still broken: the server says why', 'login_required' as const, 'First Platypus Bank is already linked.'],
  ])(
    'an exchange refused as already linked after update mode, with the connection %s',
    async (_case, status, alert) => {
      setStore({ accounts: [broken] });
      createLinkToken.mockResolvedValue({ link_token: 'link-sandbox-update', mode: 'update' });
      const conflict = new ApiError(409, 'Conflict', {
        message:
          'First Platypus Bank is already linked. Remove it before linking it again, or repair it from Sync Issues.',
      });
      setStore({
        addAccounts: jest.fn(() => Promise.reject(conflict)),
        fetchAccounts: jest.fn(async () => financialStore.setState({ accounts: [{ ...broken, item_status: status }] })),
        fetchTransactions: jest.fn(async (): Promise<void> => undefined),
      });
      renderRoute('/accounts/sync-issues', '/accounts/sync-issues', <SyncIssuesPage />);
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reconnect First Platypus Bank' })));
      await act(async () => plaidLink.succeed({ accounts: [] }));
      if (alert) {
        expect(screen.getByRole('alert')).toHaveTextContent(alert);
      } else {
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
        expect(screen.getByText('First Platypus Bank is reconnected.')).toBeInTheDocument();
      }
    },
  );
});
