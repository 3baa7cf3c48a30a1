// @ts-check
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigError, runtimeConfigFromEnv } from '../serve/runtime-config.mjs';

describe('runtimeConfigFromEnv', () => {
  it('gives the contract addresses when nothing is set', () => {
    const config = runtimeConfigFromEnv({});
    assert.equal(config.apiUrl, 'http://localhost:4000');
    assert.deepEqual(config.remotes, {
      auth: 'http://localhost:3001/mf-manifest.json',
      accounts: 'http://localhost:3002/mf-manifest.json',
      transactions: 'http://localhost:3003/mf-manifest.json',
      placeholders: 'http://localhost:3004/mf-manifest.json',
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
});
