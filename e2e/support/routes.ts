/** Every route of the app, what it must show, and which tab it highlights. */
export interface RouteCase {
  path: string;
  /** The page's main heading. */
  heading: string;
  /** Texts that must be on the page, word for word. */
  texts: string[];
  activeTab: string | null;
  /** The app whose root marks the page content (the remote that owns it). */
  app: 'shell' | 'auth' | 'accounts' | 'transactions' | 'placeholders' | 'insights';
}

/** Routes a visitor can open without signing in. */
export const PUBLIC_ROUTES: RouteCase[] = [
  {
    path: '/',
    heading: 'Your money, all in one place',
    texts: [
      'Take Control of Your Finances',
      'Sign In',
      'Sign Up for Free',
      'Smart Financial Management',
      'Smart Analytics',
      'Account Integration',
      'Real-time Updates',
    ],
    activeTab: null,
    app: 'shell',
  },
  {
    path: '/signin',
    heading: 'Welcome back',
    texts: [
      'Choose your preferred sign in method',
      'Continue with Google',
      "Don't have an account?",
      'Terms of Use',
      'Privacy Policy',
    ],
    activeTab: null,
    app: 'auth',
  },
  {
    path: '/signup',
    heading: 'Create your account',
    texts: ['Choose your preferred sign in method', 'Already have an account?'],
    activeTab: null,
    app: 'auth',
  },
  {
    path: '/terms',
    heading: 'Terms of Use',
    texts: ['Linking financial accounts'],
    activeTab: null,
    app: 'placeholders',
  },
  {
    path: '/privacy',
    heading: 'Privacy Policy',
    texts: ['What we collect', 'Removing your data'],
    activeTab: null,
    app: 'placeholders',
  },
];

/** Routes behind the guard: a signed-in person with a complete profile. */
export const APP_ROUTES: RouteCase[] = [
  {
    path: '/dashboard',
    heading: 'Dashboard',
    texts: ['This month so far', 'Net worth', 'Top categories this month', 'Latest transactions'],
    activeTab: 'Dashboard',
    app: 'insights',
  },
  { path: '/accounts', heading: 'Accounts', texts: [], activeTab: 'Accounts', app: 'accounts' },
  {
    path: '/accounts/default',
    heading: 'Accounts',
    texts: ['Default Acct Subpage'],
    activeTab: 'Accounts',
    app: 'placeholders',
  },
  {
    path: '/accounts/sync-issues',
    heading: 'Accounts',
    texts: [
      'Sync Issues',
      'This page shows issues reported by the linking provider, Plaid, for your connected accounts.',
    ],
    activeTab: 'Accounts',
    app: 'accounts',
  },
  {
    path: '/accounts/acc-123',
    heading: 'Accounts',
    texts: ['Account not found'],
    activeTab: 'Accounts',
    app: 'accounts',
  },
  { path: '/transactions', heading: 'Transactions', texts: [], activeTab: 'Transactions', app: 'transactions' },
  {
    path: '/transactions/default',
    heading: 'Transactions',
    texts: ['Default Tranx Subpage', 'This is a placeholder for future transaction subpages'],
    activeTab: 'Transactions',
    app: 'placeholders',
  },
  {
    path: '/budgets',
    heading: 'Budgets',
    texts: ['Budgeted', 'Not budgeted', 'Left to budget'],
    activeTab: 'Budgets',
    app: 'insights',
  },
  {
    path: '/assets',
    heading: 'Assets',
    texts: ['Asset tracking features coming soon...'],
    activeTab: 'Assets',
    app: 'placeholders',
  },
  {
    path: '/trends',
    heading: 'Trends',
    texts: ['Spending and income', 'Spending by category', 'Income and spending', 'Largest payees'],
    activeTab: 'Trends',
    app: 'insights',
  },
  {
    path: '/settings',
    heading: 'Settings',
    texts: ['Your categories', "The bank's categories", 'Save Profile'],
    activeTab: 'Settings',
    app: 'transactions',
  },
  { path: '/profile', heading: 'Complete Your Profile', texts: ['Save Profile'], activeTab: null, app: 'auth' },
  {
    path: '/subscription',
    heading: 'Subscription',
    texts: ['Subscription plans and billing information will be available here.'],
    activeTab: null,
    app: 'placeholders',
  },
];
