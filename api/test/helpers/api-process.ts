import { spawn } from 'node:child_process';
import path from 'node:path';

export interface ApiProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Sends the signal and resolves with the one the process died of (null when it exited by itself). */
  kill(signal: NodeJS.Signals): Promise<NodeJS.Signals | null>;
}

/**
 * The API as a process of its own (src/server.ts, as `npm start -w api` runs it) on a free port, with the given
 * environment over this one's. node itself runs it with tsx as a loader, so that a signal reaches the server and not
 * a wrapper. Resolves once it listens; rejects with its output if it exits first.
 */
export function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(__dirname, '..', '..'),
    env: { ...process.env, API_HOST: '127.0.0.1', API_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Everything it writes is read (a full pipe would stop it) and kept for the error of a failed start.
  let output = '';
  let listening = false;
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
  return new Promise((resolve, reject) => {
    const onOutput = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /API listening on http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (!port || listening) return;
      listening = true;
      resolve({
        url: `http://127.0.0.1:${port}`,
        kill: (signal) => {
          child.kill(signal);
          return exited;
        },
      });
    };
    child.stdout.on('data', onOutput);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then(() => {
      if (!listening) reject(new Error(`the API process exited before listening:\n${output}`));
    });
  });
}
