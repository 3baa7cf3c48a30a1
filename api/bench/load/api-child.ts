/**
 * One API process of the load bench: src/server.ts's app (configured by its environment), started by bench/load.ts
 * with fork(). Over IPC it says where it listens, answers its memory (after a full GC when --expose-gc is given) and
 * its open streams, and closes gracefully when asked; it exits when the bench goes away.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';

export type ChildMessage =
  | { type: 'listening'; port: number; maxRequestsPerSocket: number }
  | {
      type: 'sample';
      id: number;
      memory: NodeJS.MemoryUsage;
      cpu: NodeJS.CpuUsage;
      streams: number;
      responseCacheBytes: number;
    };

export type ParentMessage = { type: 'sample'; id: number } | { type: 'stop' };

async function main(): Promise<void> {
  const config = loadConfig();
  // No call to the identity service's admin API: the bench's people are in the database already.
  const app = await buildApp(config, { identity: { setPreferredUsername: async () => undefined } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const send = (message: ChildMessage) => process.send?.(message);
  send({
    type: 'listening',
    port: (app.server.address() as AddressInfo).port,
    maxRequestsPerSocket: config.connections.maxRequestsPerSocket,
  });
  let closing = false;
  const stop = () => {
    if (closing) return;
    closing = true;
    setTimeout(() => process.exit(1), 10_000).unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('message', (message: ParentMessage) => {
    if (message.type === 'stop') return stop();
    (globalThis as { gc?: () => void }).gc?.();
    send({
      type: 'sample',
      id: message.id,
      memory: process.memoryUsage(),
      cpu: process.cpuUsage(),
      streams: app.eventHub.streams,
      responseCacheBytes: app.transactionsService.responseCache.bytes,
    });
  });
  // The bench is gone (killed, crashed): nothing to serve.
  process.on('disconnect', stop);
  process.on('SIGTERM', stop);
  process.on('SIGINT', () => undefined);
}

main().catch((err) => {
  console.error('load bench API failed to start:', err);
  process.exit(1);
});
