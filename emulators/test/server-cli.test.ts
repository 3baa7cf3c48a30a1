import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { optionsFromEnv, resolveOptions } from '../src/config';

describe('CLI (npm run start -w emulators)', () => {
  it('prints one line per service when ready, listening on 127.0.0.1, serves, and exits cleanly on SIGTERM', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'emulators-cli-'));
    // Data folders made open by an older version: the emulators tighten them.
    const dataDir = path.join(root, 'data');
    for (const dir of [dataDir, path.join(dataDir, 'identity')]) {
      fs.mkdirSync(dir, { mode: 0o755 });
      fs.chmodSync(dir, 0o755);
    }
    const child = spawn(process.execPath, [require.resolve('tsx/cli'), 'src/server.ts'], {
      cwd: path.join(__dirname, '..'),
      env: {
        ...process.env,
        IDENTITY_HTTP_PORT: '0',
        IDENTITY_HTTPS_PORT: '0',
        PLAID_EMULATOR_PORT: '0',
        EMULATOR_DATA_DIR: dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let allReady: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => (allReady = resolve));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if ((output.match(/ready at/g) ?? []).length >= 3) allReady();
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    // Ready (three lines), or exited early; jest's timeout bounds the wait on a slow machine.
    await Promise.race([ready, exited]);
    const lines = output.trim().split('\n');
    // This machine only: the identity emulator signs anyone in as anyone.
    expect(lines).toEqual([
      expect.stringMatching(/^identity hosted UI ready at https:\/\/localhost:(\d+) \(listening on 127\.0\.0\.1:\1\)$/),
      expect.stringMatching(
        /^identity JSON API and JWKS ready at http:\/\/localhost:(\d+) \(listening on 127\.0\.0\.1:\1\)$/,
      ),
      expect.stringMatching(
        /^bank-linking API and Link ready at http:\/\/localhost:(\d+) \(listening on 127\.0\.0\.1:\1\)$/,
      ),
    ]);
    const identityApi = /JWKS ready at (\S+)/.exec(output)![1]!;
    const plaid = /Link ready at (\S+)/.exec(output)![1]!;
    expect((await fetch(`${identityApi}/.well-known/jwks.json`)).status).toBe(200);
    expect(await (await fetch(`${plaid}/link-initialize.js`)).text()).toContain('window.Plaid');
    expect(fs.existsSync(path.join(dataDir, 'identity', 'tls-cert.pem'))).toBe(true);
    // Keys, users and tokens: the owner's only.
    const modeOf = (file: string) => (fs.statSync(path.join(dataDir, file)).mode & 0o777).toString(8);
    expect(['.', 'identity', 'plaid'].map(modeOf)).toEqual(['700', '700', '700']);
    expect(['identity/signing-key.json', 'identity/tls-key.pem', 'plaid/webhook-key.json'].map(modeOf)).toEqual([
      '600',
      '600',
      '600',
    ]);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    fs.rmSync(root, { recursive: true, force: true });
  });
});

describe('configuration', () => {
  it('reads the environment variables the README lists', () => {
    const options = resolveOptions(
      optionsFromEnv({
        IDENTITY_HTTP_PORT: '19229',
        IDENTITY_HTTPS_PORT: '19443',
        PLAID_EMULATOR_PORT: '14010',
        IDENTITY_HOST: '0.0.0.0',
        PLAID_EMULATOR_HOST: '::',
        EMULATOR_DATA_DIR: '/tmp/x',
        IDENTITY_TOKEN_TTL_SECONDS: '60',
        IDENTITY_REDIRECT_URIS: 'http://localhost:3000/, http://localhost:5000/cb',
        IDENTITY_LOGOUT_URIS: 'http://localhost:3000/',
        PLAID_WEBHOOK_OVERRIDE: 'http://localhost:4000/plaid/webhook',
        PLAID_EMULATOR_BENCH_TRANSACTIONS: '1000',
        PLAID_EMULATOR_BENCH_USER: 'usr_bench',
      }),
    );
    expect(options).toEqual({
      dataDir: '/tmp/x',
      identityHttpPort: 19229,
      identityHttpsPort: 19443,
      plaidPort: 14010,
      identityHost: '0.0.0.0',
      plaidHost: '::',
      tokenTtlSeconds: 60,
      redirectUris: ['http://localhost:3000/', 'http://localhost:5000/cb'],
      logoutUris: ['http://localhost:3000/'],
      plaidWebhookOverride: 'http://localhost:4000/plaid/webhook',
      benchTransactions: 1000,
      benchUser: 'usr_bench',
      log: true,
    });
  });

  it('falls back to the contract defaults', () => {
    const options = resolveOptions(optionsFromEnv({}));
    expect(options).toMatchObject({
      identityHttpPort: 9229,
      identityHttpsPort: 9443,
      plaidPort: 4010,
      identityHost: '127.0.0.1',
      plaidHost: '127.0.0.1',
      tokenTtlSeconds: 3600,
      redirectUris: ['http://localhost:3000/'],
      logoutUris: ['http://localhost:3000/'],
      benchTransactions: 50000,
    });
    expect(options.dataDir).toBe(path.resolve(__dirname, '..', '..', '.data', 'emulators'));
    expect(() => optionsFromEnv({ PLAID_EMULATOR_PORT: 'abc' })).toThrow(/non-negative integer/);
    expect(() => optionsFromEnv({ IDENTITY_HOST: 'every interface' })).toThrow(
      'IDENTITY_HOST must be an IP address or a host name, got "every interface"',
    );
  });

  it('takes ports: 0 for three free ports, or some ports by name', () => {
    expect(resolveOptions({ ports: 0 })).toMatchObject({ identityHttpPort: 0, identityHttpsPort: 0, plaidPort: 0 });
    expect(resolveOptions({ ports: { plaid: 0 }, identityHttpPort: 1 })).toMatchObject({
      identityHttpPort: 1,
      identityHttpsPort: 9443,
      plaidPort: 0,
    });
    expect(() => resolveOptions({ ports: 5000 })).toThrow(/must be 0/);
  });
});
