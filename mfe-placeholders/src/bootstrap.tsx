import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@finance/shared/dev';
import { AssetsPage, BudgetsPage, DashboardPage, SettingsPage, SubscriptionPage, TrendsPage } from './features/coming-soon/pages';
import { AccountsDefaultPage, TransactionsDefaultPage } from './features/subpages/pages';
import { PrivacyPage } from './features/legal/PrivacyPage';
import { TermsPage } from './features/legal/TermsPage';

const pages = [
  { path: '/dashboard', label: 'Dashboard', Component: DashboardPage },
  { path: '/budgets', label: 'Budgets', Component: BudgetsPage },
  { path: '/assets', label: 'Assets', Component: AssetsPage },
  { path: '/trends', label: 'Trends', Component: TrendsPage },
  { path: '/settings', label: 'Settings', Component: SettingsPage },
  { path: '/subscription', label: 'Subscription', Component: SubscriptionPage },
  { path: '/accounts-default', label: 'Accounts default', Component: AccountsDefaultPage },
  { path: '/transactions-default', label: 'Transactions default', Component: TransactionsDefaultPage },
  { path: '/terms', label: 'Terms', Component: TermsPage },
  { path: '/privacy', label: 'Privacy', Component: PrivacyPage },
];

const container = document.getElementById('root');
if (container) createRoot(container).render(<StandaloneApp app="mfe-placeholders" pages={pages} />);
