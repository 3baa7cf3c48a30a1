import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@finance/shared/dev';
import { startFinancialStore } from '@finance/shared/data';
import { AccountsPage } from './features/accounts/AccountsPage';
import { AccountsSidebar } from './features/sidebar/AccountsSidebar';
import { SyncIssuesPage } from './features/sync-issues/SyncIssuesPage';

const pages = [
  { path: '/accounts', label: 'Accounts', Component: AccountsPage },
  { path: '/accounts-sidebar', label: 'Sidebar', Component: AccountsSidebar },
  { path: '/sync-issues', label: 'Sync Issues', Component: SyncIssuesPage },
];

// Alone, the page has no shell to tie the store to the session.
startFinancialStore();
const container = document.getElementById('root');
if (container) createRoot(container).render(<StandaloneApp app="mfe-accounts" pages={pages} />);
