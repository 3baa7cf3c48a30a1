// For the session's emulator test (Node side): the identity emulator and the API as child processes, exactly as
// `npm start` runs them, a page server for a bundled test page, and Chromium with the architecture's flags.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..', '..', '..');

export interface ChildService {
  output: () => string;
  stop: () => Promise<void>;
}

/** Runs a TypeScript entry of the repository with tsx until `ready` matches its output. */
function startService(entry: string, env: NodeJS.ProcessEnv, ready: RegExp, timeoutMs = 90_000): Promise<ChildService> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const service: ChildService = {
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void service.stop();
      reject(new Error(`${entry} not ready after ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve(service);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${entry} exited (${code}) before it was ready:\n${output}`));
    });
  });
}

/** The API's line once it listens, with the address it bound. */
const API_READY = /API listening on (http:\/\/localhost:\d+)/;

export interface LocalStack {
  hostedUiUrl: string;
  identityApiUrl: string;
  apiUrl: string;
  stop: () => Promise<void>;
}

/** The identity emulator (free ports, fresh data directory) and the API (PGlite in memory) for one page origin. */
export async function startLocalStack(pageOrigin: string): Promise<LocalStack> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-session-test-'));
  const emulators = await startService(
    'emulators/src/server.ts',
    {
      EMULATOR_DATA_DIR: dataDir,
      IDENTITY_HTTP_PORT: '0',
      IDENTITY_HTTPS_PORT: '0',
      PLAID_EMULATOR_PORT: '0',
      IDENTITY_REDIRECT_URIS: `${pageOrigin}/`,
      IDENTITY_LOGOUT_URIS: `${pageOrigin}/`,
    },
    /bank-linking API and Link ready at (\S+)/,
  );
  const url = (label: string) => new RegExp(`${label} ready at (\\S+)`).exec(emulators.output())![1]!;
  const identityApiUrl = url('identity JSON API and JWKS');
  let api: ChildService;
  try {
    api = await startService(
      'api/src/server.ts',
      {
        // Port 0: the system picks a free port at listen, so no other process can take it first.
        API_PORT: '0',
        API_HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PGLITE_DIR: 'memory://',
        APP_ORIGINS: pageOrigin,
        COGNITO_ENDPOINT: identityApiUrl,
        PLAID_BASE_URL: url('bank-linking API and Link'),
        TOKEN_ENCRYPTION_KEY: crypto.randomBytes(32).toString('hex'),
        LOG_LEVEL: 'warn',
      },
      API_READY,
    );
  } catch (error) {
    await emulators.stop();
    throw error;
  }
  return {
    hostedUiUrl: url('identity hosted UI'),
    identityApiUrl,
    apiUrl: API_READY.exec(api.output())![1]!,
    stop: async () => {
      await Promise.all([api.stop(), emulators.stop()]);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// The page server, bundler and Chromium launcher of every browser test, from the emulators' testing helpers.
export { bundle, launchChromium, startPageServer, type PageServer } from 'emulators/testing/browser';
