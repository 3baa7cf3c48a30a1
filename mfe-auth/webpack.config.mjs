import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../tooling/webpack/create-app-config.mjs';

export default createAppConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  title: 'Sign in · Finance Tracker',
  exposes: {
    './SignInPage': './src/exposes/SignInPage.tsx',
    './ProfilePage': './src/exposes/ProfilePage.tsx',
    './ProfileSettings': './src/exposes/ProfileSettings.tsx',
  },
});
