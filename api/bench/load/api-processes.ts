/**
 * The API processes of the load bench: bench/load/api-child.ts forked with tsx and --expose-gc, each on a free
 * loopback port, all on one database. Their log lines (warn and above) are counted and the first ones kept; memory
 * is asked for over IPC.
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { ChildMessage, ParentMessage } from './api-child';

export interface ApiSample {
  /** When it was taken, in ms since the bench's clock started. */
  at: number;
  heapMb: number;
  rssMb: number;
  /** Memory outside the heap, Buffers included (the response cache's bodies among them). */
  externalMb: number;
  /** CPU seconds (user + system) the process had used. */
  cpuSeconds: number;
  streams: number;
  responseCacheMb: number;
}

export interface ApiProcess {
  index: number;
  url: string;
  pid: number;
  /** Requests a keep-alive connection carries before the server answers `Connection: close` (then 503s). */
  maxRequestsPerSocket: number;
  /** Log lines at warn or above, by message, and the first few as written. */
  warnings: Map<string, number>;
  firstWarnings: string[];
  /** Memory after a full GC, CPU time and open streams, as the process reports them. */
  sample(now: number): Promise<ApiSample>;
  /** Graceful close (ends its streams, finishes running syncs); SIGKILL after 15 s. */
  stop(): Promise<void>;
  kill(): void;
}

const running = new Set<ChildProcess>();

/** SIGKILL to every API process still running (the bench's exit, a signal, its hard timeout). */
export function killAll(): void {
  for (const child of running) child.kill('SIGKILL');
}

const mb = (bytes: number) => bytes / 1024 / 1024;

export function startApiProcess(index: number, env: Record<string, string>): Promise<ApiProcess> {
  const apiDir = path.join(__dirname, '..', '..');
  const child = fork(path.join(__dirname, 'api-child.ts'), [], {
    cwd: apiDir,
    execArgv: ['--expose-gc', '--import', 'tsx'],
    env: { ...process.env, API_HOST: '127.0.0.1', API_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  running.add(child);
  const exited = new Promise<void>((resolve) =>
    child.on('exit', () => {
      running.delete(child);
      resolve();
    }),
  );
  const warnings = new Map<string, number>();
  const firstWarnings: string[] = [];
  let output = '';
  const onLine = (line: string) => {
    if (!line.trim()) return;
    let message = line;
    try {
      const parsed = JSON.parse(line) as { msg?: string; level?: number; err?: unknown };
      message = `level ${parsed.level}: ${parsed.msg}`;
    } catch {
      // Not a log line of the API's logger (a crash's stack): kept as it is.
    }
    warnings.set(message, (warnings.get(message) ?? 0) + 1);
    if (firstWarnings.length < 5) firstWarnings.push(line.slice(0, 500));
  };
  const reader = () => {
    let rest = '';
    return (chunk: Buffer) => {
      rest += chunk.toString();
      const lines = rest.split('\n');
      rest = lines.pop()!;
      for (const line of lines) onLine(line);
    };
  };
  child.stdout!.on('data', reader());
  child.stderr!.on('data', reader());
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));

  let nextId = 0;
  const pending = new Map<number, (message: Extract<ChildMessage, { type: 'sample' }>) => void>();
  const send = (message: ParentMessage) => child.connected && child.send(message);

  return new Promise((resolve, reject) => {
    const failed = () => reject(new Error(`API process ${index + 1} exited before listening:\n${output}`));
    child.once('exit', failed);
    child.on('message', (message: ChildMessage) => {
      if (message.type === 'sample') {
        pending.get(message.id)?.(message);
        pending.delete(message.id);
        return;
      }
      child.off('exit', failed);
      resolve({
        index,
        url: `http://127.0.0.1:${message.port}`,
        pid: child.pid!,
        maxRequestsPerSocket: message.maxRequestsPerSocket,
        warnings,
        firstWarnings,
        sample: (at) =>
          new Promise((done, fail) => {
            const id = nextId++;
            const timer = setTimeout(() => fail(new Error(`API process ${index + 1} did not answer in 30 s`)), 30_000);
            pending.set(id, (reply) => {
              clearTimeout(timer);
              done({
                at,
                heapMb: mb(reply.memory.heapUsed),
                rssMb: mb(reply.memory.rss),
                externalMb: mb(reply.memory.external),
                cpuSeconds: (reply.cpu.user + reply.cpu.system) / 1e6,
                streams: reply.streams,
                responseCacheMb: mb(reply.responseCacheBytes),
              });
            });
            send({ type: 'sample', id });
          }),
        async stop() {
          send({ type: 'stop' });
          const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
          await exited;
          clearTimeout(timer);
        },
        kill: () => child.kill('SIGKILL'),
      });
    });
  });
}
