import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@finance/shared/dev';
import { AccountsPage } from './features/accounts/AccountsPage';
import { AccountDetailPage } from './features/account-detail/AccountDetailPage';

const pages = [
  { path: '/accounts', label: 'Accounts', Component: AccountsPage },
  { path: '/account-detail', label: 'Account detail', Component: AccountDetailPage },
];

const container = document.getElementById('root');
if (container) createRoot(container).render(<StandaloneApp app="mfe-accounts" pages={pages} />);
