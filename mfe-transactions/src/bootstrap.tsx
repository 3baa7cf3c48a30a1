import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@finance/shared/dev';
import { TransactionsPage } from './features/transactions/components/TransactionsPage';

const pages = [{ path: '/transactions', label: 'Transactions', Component: TransactionsPage }];

const container = document.getElementById('root');
if (container) createRoot(container).render(<StandaloneApp app="mfe-transactions" pages={pages} />);
