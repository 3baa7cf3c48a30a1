import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../tooling/webpack/create-app-config.mjs';

export default createAppConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  title: 'Accounts · Finance Tracker',
  exposes: {
    './AccountsPage': './src/exposes/AccountsPage.tsx',
    './AccountDetailPage': './src/exposes/AccountDetailPage.tsx',
    './AccountsSidebar': './src/exposes/AccountsSidebar.tsx',
    './SyncIssuesPage': './src/exposes/SyncIssuesPage.tsx',
    './ManualAccountsSettings': './src/exposes/ManualAccountsSettings.tsx',
  },
});
