import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../tooling/webpack/create-app-config.mjs';

export default createAppConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  title: 'Placeholders · Finance Tracker',
  exposes: {
    './DashboardPage': './src/exposes/DashboardPage.tsx',
    './BudgetsPage': './src/exposes/BudgetsPage.tsx',
    './AssetsPage': './src/exposes/AssetsPage.tsx',
    './TrendsPage': './src/exposes/TrendsPage.tsx',
    './SettingsPage': './src/exposes/SettingsPage.tsx',
    './SubscriptionPage': './src/exposes/SubscriptionPage.tsx',
    './AccountsDefaultPage': './src/exposes/AccountsDefaultPage.tsx',
    './TransactionsDefaultPage': './src/exposes/TransactionsDefaultPage.tsx',
    './TermsPage': './src/exposes/TermsPage.tsx',
    './PrivacyPage': './src/exposes/PrivacyPage.tsx',
  },
});
