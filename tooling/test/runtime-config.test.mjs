// @ts-check
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigError, runtimeConfigFromEnv, serverSettingsFromEnv } from '../serve/runtime-config.mjs';

describe('runtimeConfigFromEnv', () => {
  it('gives the contract addresses when nothing is set', () => {
    const config = runtimeConfigFromEnv({});
    assert.equal(config.apiUrl, 'http://localhost:4000');
    assert.deepEqual(config.remotes, {
      auth: 'http://localhost:3001/mf-manifest.json',
      accounts: 'http://localhost:3002/mf-manifest.json',
      transactions: 'http://localhost:3003/mf-manifest.json',
      placeholders: 'http://localhost:3004/mf-manifest.json',
      insights: 'http://localhost:3005/mf-manifest.json',
    });
    assert.deepEqual(config.identity, {
      region: 'us-east-1',
      userPoolId: 'us-east-1_LOCAL0001',
      userPoolClientId: 'localwebclient',
      domain: 'localhost:9443',
      userPoolEndpoint: 'http://localhost:9229',
      scopes: ['email', 'openid', 'profile'],
      redirectSignIn: 'http://localhost:3000/',
      redirectSignOut: 'http://localhost:3000/',
    });
    assert.equal(config.plaidLinkScriptUrl, 'http://localhost:4010/link-initialize.js');
  });

  it('points a remote at a new deployment without touching the others', () => {
    const config = runtimeConfigFromEnv({
      REMOTE_ACCOUNTS_URL: 'https://cdn.example.com/accounts/v2/mf-manifest.json',
    });
    assert.equal(config.remotes.accounts, 'https://cdn.example.com/accounts/v2/mf-manifest.json');
    assert.equal(config.remotes.auth, 'http://localhost:3001/mf-manifest.json');
  });

  it('follows the port variables in its defaults', () => {
    const config = runtimeConfigFromEnv({ SHELL_PORT: '8080', MFE_AUTH_PORT: '8081' });
    assert.equal(config.identity.redirectSignIn, 'http://localhost:8080/');
    assert.equal(config.remotes.auth, 'http://localhost:8081/mf-manifest.json');
  });

  it('turns the emulator-only settings off with empty values, as in production', () => {
    const config = runtimeConfigFromEnv({ COGNITO_ENDPOINT: '', PLAID_LINK_SCRIPT_URL: '' });
    assert.equal(config.identity.userPoolEndpoint, null);
    assert.equal(config.plaidLinkScriptUrl, null);
  });

  it('leaves the insights remote out when REMOTE_INSIGHTS_URL is empty (not deployed); the others stay required', () => {
    const config = runtimeConfigFromEnv({ REMOTE_INSIGHTS_URL: '' });
    assert.deepEqual(Object.keys(config.remotes), ['auth', 'accounts', 'transactions', 'placeholders']);
    assert.throws(() => runtimeConfigFromEnv({ REMOTE_INSIGHTS_URL: 'cdn/mf-manifest.json' }), {
      message: /REMOTE_INSIGHTS_URL must be an http\(s\) URL, got "cdn\/mf-manifest.json"/,
    });
  });

  for (const [env, message] of /** @type {const} */ ([
    [{ API_URL: 'localhost:4000' }, 'API_URL must be an http(s) URL, got "localhost:4000"'],
    [{ REMOTE_AUTH_URL: 'ftp://x/mf-manifest.json' }, 'REMOTE_AUTH_URL must be an http(s) URL'],
    [{ API_URL: '' }, 'API_URL must not be empty'],
    [{ COGNITO_DOMAIN: 'https://auth.example.com' }, 'COGNITO_DOMAIN must be a host name without scheme or path'],
    [{ SHELL_PORT: 'eighty' }, 'SHELL_PORT must be a port number from 1 to 65535, got "eighty"'],
  ])) {
    it(`rejects ${JSON.stringify(env)} with a message naming the variable`, () => {
      assert.throws(
        () => runtimeConfigFromEnv(env),
        (error) => {
          assert.ok(error instanceof Error);
          assert.ok(error.message.includes(message), error.message);
          return true;
        },
      );
    });
  }

  it('raises ConfigError for a bad URL', () => {
    assert.throws(() => runtimeConfigFromEnv({ API_URL: 'nope' }), ConfigError);
  });

  it('allows the shell origin by default, and APP_ORIGINS when set', () => {
    assert.deepEqual(serverSettingsFromEnv({}).appOrigins, ['http://localhost:3000']);
    assert.deepEqual(serverSettingsFromEnv({ APP_ORIGINS: 'https://a.example, https://b.example/' }).appOrigins, [
      'https://a.example',
      'https://b.example',
    ]);
    assert.equal(serverSettingsFromEnv({}).production, false);
  });
});

describe('serverSettingsFromEnv with APP_ENV=production', () => {
  const production = {
    APP_ENV: 'production',
    API_URL: 'https://api.example.com',
    APP_URL: 'https://app.example.com/',
    COGNITO_USER_POOL_ID: 'us-east-1_AbCdEf123',
    COGNITO_CLIENT_ID: '1example23456789',
    COGNITO_DOMAIN: 'auth.example.com',
    REMOTE_AUTH_URL: 'https://cdn.example.com/auth/1/mf-manifest.json',
    REMOTE_ACCOUNTS_URL: 'https://cdn.example.com/accounts/1/mf-manifest.json',
    REMOTE_TRANSACTIONS_URL: 'https://cdn.example.com/transactions/1/mf-manifest.json',
    REMOTE_PLACEHOLDERS_URL: 'https://cdn.example.com/placeholders/1/mf-manifest.json',
  };
  /** @param {NodeJS.ProcessEnv} env */
  const problemsOf = (env) => {
    try {
      serverSettingsFromEnv(env);
    } catch (error) {
      assert.ok(error instanceof ConfigError);
      return error.problems;
    }
    assert.fail('the configuration was accepted');
  };

  it('starts on a complete configuration, with no emulator and the app origin allowed', () => {
    const settings = serverSettingsFromEnv(production);
    assert.equal(settings.production, true);
    assert.equal(settings.config.identity.userPoolEndpoint, null);
    assert.equal(settings.config.plaidLinkScriptUrl, null);
    assert.equal(settings.config.identity.region, 'us-east-1');
    assert.deepEqual(settings.appOrigins, ['https://app.example.com']);
    assert.equal(settings.config.remotes.insights, undefined, 'the insights remote is optional: absent until set');
    assert.equal(
      serverSettingsFromEnv({
        ...production,
        REMOTE_INSIGHTS_URL: 'https://cdn.example.com/insights/1/mf-manifest.json',
      }).config.remotes.insights,
      'https://cdn.example.com/insights/1/mf-manifest.json',
    );
    assert.deepEqual(problemsOf({ ...production, REMOTE_INSIGHTS_URL: 'http://cdn.example.com/mf-manifest.json' }), [
      'REMOTE_INSIGHTS_URL must be an https URL in production, got "http://cdn.example.com/mf-manifest.json"',
    ]);
  });

  it('names every missing setting at once, and takes no local default', () => {
    assert.deepEqual(problemsOf({ APP_ENV: 'production' }), [
      'COGNITO_DOMAIN is required when APP_ENV=production',
      'APP_URL is required when APP_ENV=production',
      'API_URL is required when APP_ENV=production',
      'COGNITO_USER_POOL_ID is required when APP_ENV=production',
      'COGNITO_CLIENT_ID is required when APP_ENV=production',
      'REMOTE_AUTH_URL is required when APP_ENV=production',
      'REMOTE_ACCOUNTS_URL is required when APP_ENV=production',
      'REMOTE_TRANSACTIONS_URL is required when APP_ENV=production',
      'REMOTE_PLACEHOLDERS_URL is required when APP_ENV=production',
    ]);
  });

  for (const name of ['COGNITO_ENDPOINT', 'PLAID_LINK_SCRIPT_URL']) {
    it(`refuses the emulator setting ${name}`, () => {
      const problems = problemsOf({ ...production, [name]: 'http://localhost:9229' });
      assert.equal(problems.length, 1);
      assert.ok(problems[0]?.startsWith(`${name} must be empty when APP_ENV=production`), problems[0]);
    });
  }

  for (const [name, value] of /** @type {const} */ ([
    ['COGNITO_USER_POOL_ID', 'us-east-1_LOCAL0001'],
    ['COGNITO_CLIENT_ID', 'localwebclient'],
    ['COGNITO_DOMAIN', 'localhost:9443'],
  ])) {
    it(`refuses the local value of ${name}`, () => {
      assert.deepEqual(problemsOf({ ...production, [name]: value }), [
        `${name} must not be the local emulator's value in production`,
      ]);
    });
  }

  it('refuses plain-http addresses, naming each', () => {
    assert.deepEqual(
      problemsOf({
        ...production,
        API_URL: 'http://api.example.com',
        REMOTE_AUTH_URL: 'http://localhost:3001/mf-manifest.json',
        APP_ORIGINS: 'http://app.example.com',
      }),
      [
        'API_URL must be an https URL in production, got "http://api.example.com"',
        'REMOTE_AUTH_URL must be an https URL in production, got "http://localhost:3001/mf-manifest.json"',
        'APP_ORIGINS must be an https URL in production, got "http://app.example.com"',
      ],
    );
  });

  it('refuses an unknown APP_ENV', () => {
    assert.deepEqual(problemsOf({ APP_ENV: 'prod' }), ['APP_ENV must be one of local, production, got "prod"']);
  });
});
