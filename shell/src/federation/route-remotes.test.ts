const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

import { preloadRoutePages, remotePagesFor } from './route-remotes';

describe('remotePagesFor', () => {
  it("names the remote pages a path opens with, the accounts sidebar and a parent's child page included", () => {
    expect(remotePagesFor('/signup')).toEqual(['auth/SignInPage']);
    expect(remotePagesFor('/accounts/acc-1/')).toEqual([
      'accounts/AccountsPage',
      'accounts/AccountDetailPage',
      'accounts/AccountsSidebar',
    ]);
    expect(remotePagesFor('/transactions/default')).toEqual([
      'transactions/TransactionsPage',
      'placeholders/TransactionsDefaultPage',
    ]);
  });

  it('names none for the landing page and unknown paths', () => {
    expect(remotePagesFor('/')).toEqual([]);
    expect(remotePagesFor('/no/such/page')).toEqual([]);
  });
});

describe('preloadRoutePages', () => {
  it('starts the loads, and a remote that is down rejects nothing unhandled (the page shows it later)', async () => {
    loadRemote.mockRejectedValue(new Error('remote down'));
    preloadRoutePages('/profile');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loadRemote).toHaveBeenCalledWith('auth/ProfilePage');
  });
});
