import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../tooling/webpack/create-app-config.mjs';

export default createAppConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  title: 'Insights · Finance Tracker',
  exposes: {
    './DashboardPage': './src/exposes/DashboardPage.tsx',
    './TrendsPage': './src/exposes/TrendsPage.tsx',
    './BudgetsPage': './src/exposes/BudgetsPage.tsx',
    './ComingPage': './src/exposes/ComingPage.tsx',
  },
});
