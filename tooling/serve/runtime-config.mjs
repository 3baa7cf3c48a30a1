// @ts-check
// Writes the deploy-time configuration (/runtime-config.json) from environment variables, and the settings of the
// apps' servers. APP_ENV=production takes no local default: every setting must be given, none may point at an
// emulator or carry a local credential, and every address must be https.
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
    REMOTE_INSIGHTS_URL: manifestOf('mfe-insights'),
    PLAID_LINK_SCRIPT_URL: 'http://localhost:4010/link-initialize.js',
  };
}

/** @typedef {keyof ReturnType<typeof localDefaults>} Variable */

/**
 * Production's only defaults: the region, and no emulator. Every other variable must be given.
 * @type {Partial<Record<Variable, string>>}
 */
const PRODUCTION_DEFAULTS = {
  COGNITO_REGION: 'us-east-1',
  COGNITO_ENDPOINT: '',
  PLAID_LINK_SCRIPT_URL: '',
  REMOTE_INSIGHTS_URL: '',
};

/** Emulator-only settings, which an empty value turns off; production refuses them. */
const EMULATOR_ONLY = {
  COGNITO_ENDPOINT: 'it points the browser at the identity emulator',
  PLAID_LINK_SCRIPT_URL: "it loads the bank-linking emulator's Link script instead of Plaid's",
};

/**
 * The remotes a deployment may leave out (an empty value: not deployed; production's default until its team ships
 * it): the shell shows their pages' placeholders instead (@finance/shared's OPTIONAL_REMOTES).
 */
const OPTIONAL = new Set(['REMOTE_INSIGHTS_URL']);

/** The emulators' values, which production refuses even when set on purpose. */
const LOCAL_VALUES = {
  COGNITO_USER_POOL_ID: 'us-east-1_LOCAL0001',
  COGNITO_CLIENT_ID: 'localwebclient',
  COGNITO_DOMAIN: 'localhost:9443',
};

const URL_VARIABLES = new Set([
  'API_URL',
  'APP_URL',
  'COGNITO_ENDPOINT',
  'PLAID_LINK_SCRIPT_URL',
  'REMOTE_AUTH_URL',
  'REMOTE_ACCOUNTS_URL',
  'REMOTE_TRANSACTIONS_URL',
  'REMOTE_PLACEHOLDERS_URL',
  'REMOTE_INSIGHTS_URL',
]);

/** The remotes' names in the runtime config, with the variable that sets each one's entry. */
export const REMOTE_VARIABLES = /** @type {const} */ ({
  auth: 'REMOTE_AUTH_URL',
  accounts: 'REMOTE_ACCOUNTS_URL',
  transactions: 'REMOTE_TRANSACTIONS_URL',
  placeholders: 'REMOTE_PLACEHOLDERS_URL',
  insights: 'REMOTE_INSIGHTS_URL',
});

export class ConfigError extends Error {
  /** @param {string[]} problems */
  constructor(problems) {
    super(`Invalid configuration:\n  ${problems.join('\n  ')}`);
    this.problems = problems;
  }
}

/**
 * The problem with one address, or null when it is an http(s) URL (https in production).
 * @param {string} name @param {string} value @param {boolean} production
 */
export function urlProblem(name, value, production) {
  let url;
  try {
    url = new URL(value);
  } catch {
    return `${name} must be an http(s) URL, got "${value}"`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `${name} must be an http(s) URL, got "${value}"`;
  if (production && url.protocol !== 'https:') return `${name} must be an https URL in production, got "${value}"`;
  return null;
}

/**
 * Whether APP_ENV asks for production; throws ConfigError on any other value than local or production.
 * @param {NodeJS.ProcessEnv} env
 */
export function isProduction(env) {
  const value = env.APP_ENV?.trim() || 'local';
  if (value !== 'local' && value !== 'production') {
    throw new ConfigError([`APP_ENV must be one of local, production, got "${value}"`]);
  }
  return value === 'production';
}

/**
 * Everything the apps' servers read from the environment: the runtime config document, whether this is production,
 * and the shell origins the remotes' servers allow (APP_ORIGINS, else APP_URL's origin). Throws ConfigError naming
 * every bad variable at once.
 * @param {NodeJS.ProcessEnv} env
 */
export function serverSettingsFromEnv(env) {
  const production = isProduction(env);
  /** @type {string[]} */
  const problems = [];
  const defaults = localDefaults(env);
  /** @param {Variable} name @returns {string | null} */
  const read = (name) => {
    const raw = env[name]?.trim();
    const fallback = production ? PRODUCTION_DEFAULTS[name] : defaults[name];
    const value = raw === undefined || (raw === '' && production) ? fallback : raw;
    if (value === undefined) {
      problems.push(`${name} is required when APP_ENV=production`);
      return null;
    }
    if (value === '') {
      if (!(name in EMULATOR_ONLY) && !OPTIONAL.has(name)) problems.push(`${name} must not be empty`);
      return null;
    }
    if (production && name in EMULATOR_ONLY) {
      problems.push(
        `${name} must be empty when APP_ENV=production (${EMULATOR_ONLY[/** @type {'COGNITO_ENDPOINT'} */ (name)]})`,
      );
      return null;
    }
    if (production && LOCAL_VALUES[/** @type {'COGNITO_DOMAIN'} */ (name)] === value) {
      problems.push(`${name} must not be the local emulator's value in production`);
    }
    const bad = URL_VARIABLES.has(name) ? urlProblem(name, value, production) : null;
    if (bad) problems.push(bad);
    return value;
  };
  const domain = read('COGNITO_DOMAIN');
  if (domain && (/^https?:\/\//.test(domain) || domain.includes('/'))) {
    problems.push(`COGNITO_DOMAIN must be a host name without scheme or path, got "${domain}"`);
  }
  const appUrl = read('APP_URL');
  const config = {
    apiUrl: read('API_URL'),
    identity: {
      region: read('COGNITO_REGION'),
      userPoolId: read('COGNITO_USER_POOL_ID'),
      userPoolClientId: read('COGNITO_CLIENT_ID'),
      domain,
      userPoolEndpoint: read('COGNITO_ENDPOINT'),
      scopes: ['email', 'openid', 'profile'],
      redirectSignIn: appUrl,
      redirectSignOut: appUrl,
    },
    remotes: {
      auth: read('REMOTE_AUTH_URL'),
      accounts: read('REMOTE_ACCOUNTS_URL'),
      transactions: read('REMOTE_TRANSACTIONS_URL'),
      placeholders: read('REMOTE_PLACEHOLDERS_URL'),
      ...optionalRemote('insights', read('REMOTE_INSIGHTS_URL')),
    },
    plaidLinkScriptUrl: read('PLAID_LINK_SCRIPT_URL'),
  };
  const appOrigins = (env.APP_ORIGINS?.trim() ? env.APP_ORIGINS.split(',') : appUrl ? [appUrl] : [])
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => {
      const bad = urlProblem('APP_ORIGINS', origin, production);
      if (bad) problems.push(bad);
      return bad ? origin : new URL(origin).origin;
    });
  if (problems.length) throw new ConfigError(problems);
  return { production, config: /** @type {RuntimeConfig} */ (config), appOrigins };
}

/**
 * An optional remote's entry: none where it is not deployed.
 * @param {string} name @param {string | null} url
 */
const optionalRemote = (name, url) => (url ? { [name]: url } : {});

/**
 * The runtime config document alone.
 * @param {NodeJS.ProcessEnv} env
 */
export function runtimeConfigFromEnv(env) {
  return serverSettingsFromEnv(env).config;
}

/**
 * @typedef {object} RuntimeConfig
 * @property {string} apiUrl
 * @property {{region: string, userPoolId: string, userPoolClientId: string, domain: string,
 *   userPoolEndpoint: string | null, scopes: string[], redirectSignIn: string, redirectSignOut: string}} identity
 * @property {Partial<Record<keyof typeof REMOTE_VARIABLES, string>>} remotes  every remote's entry; insights only where
 *   it is deployed
 * @property {string | null} plaidLinkScriptUrl
 */
