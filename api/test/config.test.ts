import { ConfigError, loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('takes the local defaults when nothing is set, and treats an empty variable as unset', () => {
    const config = loadConfig({ API_PORT: '', API_HOST: '', DATA_DIR: '/tmp/api-config-test' });
    expect(config).toMatchObject({
      port: 4000,
      // This machine only: anyone on the network could otherwise sign in through the identity emulator.
      host: '127.0.0.1',
      databaseUrl: undefined,
      pgliteDir: '/tmp/api-config-test/pglite',
      appOrigins: ['http://localhost:3000'],
      cognito: { endpoint: 'http://localhost:9229' },
      plaid: {
        baseUrl: 'http://localhost:4010',
        webhookUrl: 'http://localhost:4000/plaid/webhook',
        countryCodes: ['US'],
      },
      tokenEncryptionKey: undefined,
      rateLimit: { max: 600, timeWindowMs: 60_000 },
      bodyLimit: 262_144,
    });
  });

  it('reads what is set', () => {
    const config = loadConfig({
      API_PORT: '4100',
      API_HOST: '0.0.0.0',
      APP_ORIGINS: 'https://a.example, https://b.example',
      DATABASE_URL: 'postgres://db.example/finance',
      DATABASE_SCHEMA: 'finance_1',
      PLAID_ENV: 'sandbox',
      TOKEN_ENCRYPTION_KEY: 'ab'.repeat(32),
      RATE_LIMIT_MAX: '10',
    });
    expect(config).toMatchObject({
      port: 4100,
      host: '0.0.0.0',
      appOrigins: ['https://a.example', 'https://b.example'],
      databaseUrl: 'postgres://db.example/finance',
      databaseSchema: 'finance_1',
      cognito: { endpoint: 'http://localhost:9229' },
      plaid: { baseUrl: 'http://localhost:4010' },
      tokenEncryptionKey: 'ab'.repeat(32),
      rateLimit: { max: 10 },
    });
  });

  it('reports every bad variable at once', () => {
    const load = () =>
      loadConfig({
        API_PORT: 'eighty',
        API_HOST: 'all interfaces',
        BODY_LIMIT: '-1',
        TOKEN_ENCRYPTION_KEY: 'short',
        DATABASE_URL: 'mysql://db',
        PLAID_ENV: 'moon',
        LOG_LEVEL: 'loud',
      });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(
      [
        'Invalid configuration:',
        '  API_PORT must be a port number (a whole number), got "eighty"',
        '  API_HOST must be an IP address or a host name to listen on, got "all interfaces"',
        '  BODY_LIMIT must be a whole number of bytes, got "-1"',
        '  TOKEN_ENCRYPTION_KEY must be 64 hexadecimal characters (32 bytes)',
        '  DATABASE_URL must be a PostgreSQL connection string (postgres://...)',
        '  PLAID_ENV must be one of production, sandbox, got "moon"',
        '  LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"',
      ].join('\n'),
    );
  });

  it('never repeats a secret in a message', () => {
    expect(() => loadConfig({ TOKEN_ENCRYPTION_KEY: 'secret-but-short' })).toThrow(
      /TOKEN_ENCRYPTION_KEY must be 64 hexadecimal characters \(32 bytes\)$/,
    );
  });
});

describe('loadConfig with APP_ENV=production', () => {
  const production = {
    APP_ENV: 'production',
    APP_ORIGINS: 'https://app.example.com',
    COGNITO_USER_POOL_ID: 'us-east-1_AbCdEf123',
    COGNITO_CLIENT_ID: '1example23456789',
    PLAID_ENV: 'sandbox',
    PLAID_CLIENT_ID: 'plaid-client',
    PLAID_SECRET: 'plaid-secret',
    PLAID_WEBHOOK_URL: 'https://api.example.com/plaid/webhook',
    DATABASE_URL: 'postgres://db.example/finance',
    TOKEN_ENCRYPTION_KEY: '5f0c9e2a7b41d83e6a19c4f07d2b58e13c6a90f4e7d21b8a5c3f60e9d4b17a28',
  };
  const problemsOf = (env: NodeJS.ProcessEnv): string[] => {
    try {
      loadConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message
        .split('\n')
        .slice(1)
        .map((line) => line.trim());
    }
    throw new Error('loadConfig accepted the configuration');
  };

  it('starts on a complete production configuration, with AWS and Plaid endpoints only', () => {
    expect(loadConfig(production)).toMatchObject({
      production: true,
      appOrigins: ['https://app.example.com'],
      cognito: { endpoint: undefined, userPoolId: 'us-east-1_AbCdEf123' },
      plaid: { baseUrl: 'https://sandbox.plaid.com', webhookUrl: 'https://api.example.com/plaid/webhook' },
    });
  });

  it('names every missing setting at once', () => {
    expect(problemsOf({ APP_ENV: 'production' })).toEqual([
      'APP_ORIGINS is required when APP_ENV=production',
      'COGNITO_USER_POOL_ID is required when APP_ENV=production',
      'COGNITO_CLIENT_ID is required when APP_ENV=production',
      'PLAID_ENV is required when APP_ENV=production',
      'PLAID_CLIENT_ID is required when APP_ENV=production',
      'PLAID_SECRET is required when APP_ENV=production',
      'PLAID_WEBHOOK_URL is required when APP_ENV=production',
      'DATABASE_URL is required when APP_ENV=production',
      'TOKEN_ENCRYPTION_KEY is required when APP_ENV=production',
    ]);
  });

  it.each([
    ['COGNITO_USER_POOL_ID', 'us-east-1_LOCAL0001'],
    ['COGNITO_CLIENT_ID', 'localwebclient'],
    ['PLAID_CLIENT_ID', 'local-client-id'],
    ['PLAID_SECRET', 'local-secret'],
  ])('refuses the local credential %s', (name, value) => {
    expect(problemsOf({ ...production, [name]: value })).toEqual([
      `${name} must not be the local emulator's credential in production`,
    ]);
  });

  it.each([
    ['COGNITO_ENDPOINT', 'http://localhost:9229', 'identity emulator'],
    ['PLAID_BASE_URL', 'http://localhost:4010', 'bank-linking emulator'],
  ])('refuses the emulator endpoint %s', (name, value, emulator) => {
    const [problem, ...others] = problemsOf({ ...production, [name]: value });
    expect(others).toEqual([]);
    expect(problem).toContain(`${name} must not be set when APP_ENV=production`);
    expect(problem).toContain(emulator);
  });

  it('refuses plain-http origins and webhook URLs', () => {
    expect(
      problemsOf({
        ...production,
        APP_ORIGINS: 'https://app.example.com, http://app.example.com',
        PLAID_WEBHOOK_URL: 'http://api.example.com/plaid/webhook',
      }),
    ).toEqual([
      'APP_ORIGINS must be https origins (scheme and host, no path) in production, got "http://app.example.com"',
      'PLAID_WEBHOOK_URL must be an https URL in production, got "http://api.example.com/plaid/webhook"',
    ]);
  });

  it.each(['0'.repeat(64), 'ab'.repeat(32), 'FF'.repeat(32)])(
    'refuses a TOKEN_ENCRYPTION_KEY of one repeated byte (%s) without repeating it',
    (key) => {
      const problems = problemsOf({ ...production, TOKEN_ENCRYPTION_KEY: key });
      expect(problems).toEqual([
        'TOKEN_ENCRYPTION_KEY must be a random key in production, not one byte repeated (make one with `openssl rand -hex 32`)',
      ]);
    },
  );

  it('refuses an unknown APP_ENV', () => {
    expect(problemsOf({ APP_ENV: 'prod' })).toEqual(['APP_ENV must be one of local, production, got "prod"']);
  });
});

describe('loadConfig: proxies, budgets and connections', () => {
  it('trusts no proxy unless told, and takes the default budgets and connection limits', () => {
    expect(loadConfig({})).toMatchObject({
      trustProxy: false,
      rateLimit: { max: 600, addressMax: 600, unverifiedMax: 60, timeWindowMs: 60_000 },
      connections: {
        requestTimeoutMs: 30_000,
        headersTimeoutMs: 10_000,
        keepAliveTimeoutMs: 10_000,
        connectionTimeoutMs: 60_000,
        maxConnections: 5_000,
        maxRequestsPerSocket: 1_000,
      },
      eventStreamsPerPerson: 10,
    });
  });

  it.each([
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 2001:db8::/32 ,loopback', ['10.0.0.0/8', '2001:db8::/32', 'loopback']],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('refuses a TRUST_PROXY that is neither a hop count nor addresses, and every bad limit, at once', () => {
    const must =
      'must be a hop count (1 or more) or a comma-separated list of IP addresses and CIDR ranges (e.g. 10.0.0.0/8)';
    for (const value of ['true', '0', '10.0.0.0/33', '10.0.0.1,', 'proxy.example.com', '10.0.0.1/8/8']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        new ConfigError(`Invalid configuration:\n  TRUST_PROXY ${must}, got "${value}"`),
      );
    }
    expect(() =>
      loadConfig({
        REQUEST_TIMEOUT_MS: '0',
        MAX_CONNECTIONS: 'many',
        EVENT_STREAMS_PER_PERSON: '-1',
        RATE_LIMIT_ADDRESS_MAX: '1e3',
      }),
    ).toThrow(
      [
        'Invalid configuration:',
        '  RATE_LIMIT_ADDRESS_MAX must be a whole number of requests, got "1e3"',
        '  REQUEST_TIMEOUT_MS must be a whole number of milliseconds, 1 or more, got "0"',
        '  MAX_CONNECTIONS must be a whole number of connections, 1 or more, got "many"',
        '  EVENT_STREAMS_PER_PERSON must be a whole number of streams, 1 or more, got "-1"',
      ].join('\n'),
    );
  });

  it('refuses a headers timeout longer than the request timeout', () => {
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '5000' })).toThrow(
      'HEADERS_TIMEOUT_MS (20000) must not be longer than REQUEST_TIMEOUT_MS (5000)',
    );
  });
});
