import type { RuntimeConfig } from '../config/runtime-config';

/** The runtime config of the local stack, as the shell's server writes it with no variables set. */
export const localRuntimeConfig: RuntimeConfig = {
  apiUrl: 'http://localhost:4000',
  identity: {
    region: 'us-east-1',
    userPoolId: 'us-east-1_LOCAL0001',
    userPoolClientId: 'localwebclient',
    domain: 'localhost:9443',
    userPoolEndpoint: 'http://localhost:9229',
    scopes: ['email', 'openid', 'profile'],
    redirectSignIn: 'http://localhost:3000/',
    redirectSignOut: 'http://localhost:3000/',
  },
  remotes: {
    auth: 'http://localhost:3001/mf-manifest.json',
    accounts: 'http://localhost:3002/mf-manifest.json',
    transactions: 'http://localhost:3003/mf-manifest.json',
    placeholders: 'http://localhost:3004/mf-manifest.json',
    insights: 'http://localhost:3005/mf-manifest.json',
  },
  plaidLinkScriptUrl: null,
};
