import { loadRemotePage, type RemotePageId } from './remote-page-loader';

/**
 * The remote pages each path of AppRoutes opens with (the accounts sidebar included), so that their downloads start
 * with the session instead of after it. Keep in step with AppRoutes (a path missing here only loses the head start).
 */
const ROUTE_REMOTES: Array<[RegExp, RemotePageId[]]> = [
  [/^\/sign(in|up)$/, ['auth/SignInPage']],
  [/^\/terms$/, ['placeholders/TermsPage']],
  [/^\/privacy$/, ['placeholders/PrivacyPage']],
  [/^\/dashboard$/, ['placeholders/DashboardPage']],
  [/^\/accounts$/, ['accounts/AccountsPage', 'accounts/AccountsSidebar']],
  [/^\/accounts\/default$/, ['accounts/AccountsPage', 'placeholders/AccountsDefaultPage', 'accounts/AccountsSidebar']],
  [/^\/accounts\/sync-issues$/, ['accounts/AccountsPage', 'accounts/SyncIssuesPage', 'accounts/AccountsSidebar']],
  [/^\/accounts\/[^/]+$/, ['accounts/AccountsPage', 'accounts/AccountDetailPage', 'accounts/AccountsSidebar']],
  [/^\/transactions$/, ['transactions/TransactionsPage']],
  [/^\/transactions\/default$/, ['transactions/TransactionsPage', 'placeholders/TransactionsDefaultPage']],
  [/^\/budgets$/, ['placeholders/BudgetsPage']],
  [/^\/assets$/, ['placeholders/AssetsPage']],
  [/^\/trends$/, ['placeholders/TrendsPage']],
  [/^\/settings$/, ['placeholders/SettingsPage']],
  [/^\/profile$/, ['auth/ProfilePage']],
  [/^\/subscription$/, ['placeholders/SubscriptionPage']],
];

export function remotePagesFor(pathname: string): RemotePageId[] {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ROUTE_REMOTES.find(([pattern]) => pattern.test(path))?.[1] ?? [];
}

/** Starts loading the opened path's remote pages; a failure waits for the page, which shows it with its Retry. */
export function preloadRoutePages(pathname: string): void {
  for (const id of remotePagesFor(pathname)) loadRemotePage(id).catch(() => undefined);
}
