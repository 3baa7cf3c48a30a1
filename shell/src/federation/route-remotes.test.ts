const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

import { PUBLIC_ROUTES, SIGNED_IN_ROUTES, type RemoteRoute } from '../app/remote-routes';
import type { RemotePageId } from './remote-page-loader';
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

  it("names the sections of /settings, which the shell composes from the remotes' exposed sections", () => {
    expect(remotePagesFor('/settings/')).toEqual([
      'transactions/CategoriesSettings',
      'transactions/RulesSettings',
      'accounts/ManualAccountsSettings',
      'auth/ProfileSettings',
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

describe('the routes table', () => {
  it('gives every remote route of AppRoutes its page, after its parent page', () => {
    const paths = (routes: readonly RemoteRoute[], parent?: RemoteRoute): Array<[string, RemotePageId[]]> =>
      routes.flatMap((route) => {
        const path = parent ? `${parent.path}/${route.path.replace(/^:.*/, 'some-id')}` : route.path;
        const pages = parent ? [parent.page, route.page] : [route.page];
        return [[path, pages] as [string, RemotePageId[]], ...paths(route.children ?? [], { ...route, path })];
      });
    for (const [path, pages] of paths([...PUBLIC_ROUTES, ...SIGNED_IN_ROUTES])) {
      expect(remotePagesFor(path).slice(0, pages.length)).toEqual(pages);
    }
  });
});
