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
      NODE_ENV: 'production',
      PLAID_ENV: 'sandbox',
      TOKEN_ENCRYPTION_KEY: 'ab'.repeat(32),
      RATE_LIMIT_MAX: '10',
    });
    expect(config).toMatchObject({
      port: 4100,
      appOrigins: ['https://a.example', 'https://b.example'],
      databaseUrl: 'postgres://db.example/finance',
      databaseSchema: 'finance_1',
      cognito: { endpoint: undefined },
      plaid: { baseUrl: 'https://sandbox.plaid.com' },
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
        '  TOKEN_ENCRYPTION_KEY must be 64 hexadecimal characters (32 bytes), got "short"',
        '  DATABASE_URL must be a PostgreSQL connection string (postgres://...), got "mysql://db"',
        '  PLAID_ENV must be one of production, sandbox, got "moon"',
        '  LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"',
      ].join('\n'),
    );
  });
});
