import { ConfigError, loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('takes the local defaults when nothing is set, and treats an empty variable as unset', () => {
    const config = loadConfig({ API_PORT: '', DATA_DIR: '/tmp/api-config-test' });
    expect(config).toMatchObject({
      port: 4000,
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
      APP_ORIGINS: 'https://a.example, https://b.example',
      DATABASE_URL: 'postgres://db.example/finance',
      DATABASE_SCHEMA: 'finance_1',
      PLAID_ENV: 'sandbox',
      TOKEN_ENCRYPTION_KEY: 'ab'.repeat(32),
      RATE_LIMIT_MAX: '10',
    });
    expect(config).toMatchObject({
      port: 4100,
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
    TOKEN_ENCRYPTION_KEY: 'ab'.repeat(32),
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

  it('refuses an unknown APP_ENV', () => {
    expect(problemsOf({ APP_ENV: 'prod' })).toEqual(['APP_ENV must be one of local, production, got "prod"']);
  });
});
