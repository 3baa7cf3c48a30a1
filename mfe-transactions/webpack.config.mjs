import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../tooling/webpack/create-app-config.mjs';

export default createAppConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  title: 'Transactions · Finance Tracker',
  exposes: {
    './TransactionsPage': './src/exposes/TransactionsPage.tsx',
    './CategoriesSettings': './src/exposes/CategoriesSettings.tsx',
    './RulesSettings': './src/exposes/RulesSettings.tsx',
  },
});
