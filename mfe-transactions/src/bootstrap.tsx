import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@finance/shared/dev';
import { startFinancialStore } from '@finance/shared/data';
import { TransactionsPage } from './features/transactions/components/TransactionsPage';

const pages = [{ path: '/transactions', label: 'Transactions', Component: TransactionsPage }];

// Alone, the page has no shell to tie the store to the session.
startFinancialStore();
const container = document.getElementById('root');
if (container) createRoot(container).render(<StandaloneApp app="mfe-transactions" pages={pages} />);
