// The paths that open a remote's page, as data: AppRoutes renders them and the page's first script preloads the
// opened path's pages from them (federation/route-remotes.ts). That script runs before the shared modules (React,
// react-router) are negotiated, so this module imports none.
import type { RemotePageId } from '../federation/remote-page-loader';

/** A path that opens a remote's page; its children render in that page's <Outlet />. */
export interface RemoteRoute {
  /** A react-router path: absolute at the top, relative to the parent's below it; `:name` is one segment. */
  path: string;
  page: RemotePageId;
  /** Names the page while it loads ("Loading …") and when it cannot be loaded. */
  label: string;
  /**
   * The placeholder the page replaced, shown where its remote (an optional one) is not deployed, not yet released or
   * fails to load: the spec's placeholder stays as the page's fallback.
   */
  fallback?: RemotePageId;
  children?: readonly RemoteRoute[];
}

/** Signed in or out, in the public layout. */
export const PUBLIC_ROUTES: readonly RemoteRoute[] = [
  { path: '/signin', page: 'auth/SignInPage', label: 'Sign in' },
  { path: '/signup', page: 'auth/SignInPage', label: 'Sign up' },
  { path: '/terms', page: 'placeholders/TermsPage', label: 'Terms of Use' },
  { path: '/privacy', page: 'placeholders/PrivacyPage', label: 'Privacy Policy' },
];

/** Signed in only, in the app's layout. */
export const SIGNED_IN_ROUTES: readonly RemoteRoute[] = [
  { path: '/dashboard', page: 'insights/DashboardPage', label: 'Dashboard', fallback: 'placeholders/DashboardPage' },
  {
    path: '/dashboard/coming',
    page: 'insights/ComingPage',
    label: 'Coming up',
    fallback: 'placeholders/DashboardPage',
  },
  {
    path: '/accounts',
    page: 'accounts/AccountsPage',
    label: 'Accounts',
    children: [
      { path: 'default', page: 'placeholders/AccountsDefaultPage', label: 'Accounts' },
      { path: 'sync-issues', page: 'accounts/SyncIssuesPage', label: 'Sync Issues' },
      { path: ':accountId', page: 'accounts/AccountDetailPage', label: 'Account' },
    ],
  },
  {
    path: '/transactions',
    page: 'transactions/TransactionsPage',
    label: 'Transactions',
    children: [{ path: 'default', page: 'placeholders/TransactionsDefaultPage', label: 'Transactions' }],
  },
  { path: '/budgets', page: 'insights/BudgetsPage', label: 'Budgets', fallback: 'placeholders/BudgetsPage' },
  { path: '/assets', page: 'placeholders/AssetsPage', label: 'Assets' },
  { path: '/trends', page: 'insights/TrendsPage', label: 'Trends', fallback: 'placeholders/TrendsPage' },
  { path: '/profile', page: 'auth/ProfilePage', label: 'Profile' },
  { path: '/subscription', page: 'placeholders/SubscriptionPage', label: 'Subscription' },
];

/** The accounts remote's sidebar, beside the page on /accounts and every path beneath it (the app's layout). */
export const ACCOUNTS_SIDEBAR = { path: '/accounts/*', page: 'accounts/AccountsSidebar' } as const satisfies {
  path: string;
  page: RemotePageId;
};

/** A section of /settings that a remote exposes; the shell gives it its heading and its place in the page. */
export interface SettingsSection {
  /** The section's anchor on the page (/settings#categories). */
  id: string;
  page: RemotePageId;
  /** The section's heading, named while it loads and when it cannot be loaded. */
  label: string;
}

/**
 * /settings, composed by the shell from the sections that the remotes owning the data expose (ARCHITECTURE.md,
 * Settings). A section whose remote cannot be loaded shows the spec's placeholder text in its place; when none can,
 * the page is the spec's placeholder (`fallback`).
 */
export const SETTINGS = {
  path: '/settings',
  label: 'Settings',
  fallback: 'placeholders/SettingsPage',
  sections: [
    { id: 'categories', page: 'transactions/CategoriesSettings', label: 'Categories' },
    { id: 'rules', page: 'transactions/RulesSettings', label: 'Rules' },
    { id: 'accounts-kept-by-hand', page: 'accounts/ManualAccountsSettings', label: 'Accounts kept by hand' },
    { id: 'profile', page: 'auth/ProfileSettings', label: 'Profile' },
  ],
} as const satisfies { path: string; label: string; fallback: RemotePageId; sections: readonly SettingsSection[] };
