import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@finance/shared/dev';
import { startFinancialStore } from '@finance/shared/data';
import { DashboardPage } from './features/dashboard/components/DashboardPage';

const pages = [{ path: '/dashboard', label: 'Dashboard', Component: DashboardPage }];

// Alone, the page has no shell to tie the store to the session.
startFinancialStore();
const container = document.getElementById('root');
if (container) createRoot(container).render(<StandaloneApp app="mfe-insights" pages={pages} />);
