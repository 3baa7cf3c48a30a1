// @ts-check
// Writes the deploy-time configuration (/runtime-config.json) from environment variables.
// A remote's new version goes live by pointing its REMOTE_*_URL here at the new manifest: no shell rebuild.
import { appByDir, portOf } from '../apps.mjs';

/**
 * Every variable the runtime config reads, with its local default.
 * @param {NodeJS.ProcessEnv} env
 */
function localDefaults(env) {
  /** @param {string} dir */
  const manifestOf = (dir) => `http://localhost:${portOf(appByDir(dir), env)}/mf-manifest.json`;
  const appUrl = `http://localhost:${portOf(appByDir('shell'), env)}/`;
  return {
    API_URL: 'http://localhost:4000',
    APP_URL: appUrl,
    COGNITO_REGION: 'us-east-1',
    COGNITO_USER_POOL_ID: 'us-east-1_LOCAL0001',
    COGNITO_CLIENT_ID: 'localwebclient',
    COGNITO_DOMAIN: 'localhost:9443',
    COGNITO_ENDPOINT: 'http://localhost:9229',
    REMOTE_AUTH_URL: manifestOf('mfe-auth'),
    REMOTE_ACCOUNTS_URL: manifestOf('mfe-accounts'),
    REMOTE_TRANSACTIONS_URL: manifestOf('mfe-transactions'),
    REMOTE_PLACEHOLDERS_URL: manifestOf('mfe-placeholders'),
    PLAID_LINK_SCRIPT_URL: 'http://localhost:4010/link-initialize.js',
  };
}

/** Names of the variables that may be set to an empty string to mean "none" (production). */
const OPTIONAL = new Set(['COGNITO_ENDPOINT', 'PLAID_LINK_SCRIPT_URL']);
const URL_VARIABLES = new Set([
  'API_URL',
  'APP_URL',
  'COGNITO_ENDPOINT',
  'PLAID_LINK_SCRIPT_URL',
  'REMOTE_AUTH_URL',
  'REMOTE_ACCOUNTS_URL',
  'REMOTE_TRANSACTIONS_URL',
  'REMOTE_PLACEHOLDERS_URL',
]);

export class ConfigError extends Error {}

/**
 * The runtime config document; throws ConfigError naming the variable when one is malformed.
 * @param {NodeJS.ProcessEnv} env
 */
export function runtimeConfigFromEnv(env) {
  const defaults = localDefaults(env);
  /** @param {keyof typeof defaults} name @returns {string | null} */
  const read = (name) => {
    const raw = env[name];
    const value = raw === undefined ? defaults[name] : raw.trim();
    if (value === '') {
      if (OPTIONAL.has(name)) return null;
      throw new ConfigError(`${name} must not be empty`);
    }
    if (URL_VARIABLES.has(name)) {
      let url;
      try {
        url = new URL(value);
      } catch {
        throw new ConfigError(`${name} must be an http(s) URL, got "${value}"`);
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new ConfigError(`${name} must be an http(s) URL, got "${value}"`);
      }
    }
    return value;
  };
  /** @param {keyof typeof defaults} name */
  const required = (name) => /** @type {string} */ (read(name));
  const domain = required('COGNITO_DOMAIN');
  if (/^https?:\/\//.test(domain) || domain.includes('/')) {
    throw new ConfigError(`COGNITO_DOMAIN must be a host name without scheme or path, got "${domain}"`);
  }
  const appUrl = required('APP_URL');
  return {
    apiUrl: required('API_URL'),
    identity: {
      region: required('COGNITO_REGION'),
      userPoolId: required('COGNITO_USER_POOL_ID'),
      userPoolClientId: required('COGNITO_CLIENT_ID'),
      domain,
      userPoolEndpoint: read('COGNITO_ENDPOINT'),
      scopes: ['email', 'openid', 'profile'],
      redirectSignIn: appUrl,
      redirectSignOut: appUrl,
    },
    remotes: {
      auth: required('REMOTE_AUTH_URL'),
      accounts: required('REMOTE_ACCOUNTS_URL'),
      transactions: required('REMOTE_TRANSACTIONS_URL'),
      placeholders: required('REMOTE_PLACEHOLDERS_URL'),
    },
    plaidLinkScriptUrl: read('PLAID_LINK_SCRIPT_URL'),
  };
}
