import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { createParser, type EventSourceMessage } from 'eventsource-parser';

export interface OpenStream {
  status: number;
  events: EventSourceMessage[];
  /** Resolves when the stream has received n events. */
  waitFor(n: number): Promise<EventSourceMessage[]>;
  close(): void;
}

/** Listens on a free port (once) and answers its base URL. */
export async function baseUrlOf(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** GET /events over http, as the browser client reads it (fetch, Authorization header), parsed as it arrives. */
export async function openEventStream(app: FastifyInstance, headers: Record<string, string>): Promise<OpenStream> {
  const controller = new AbortController();
  const res = await fetch(`${await baseUrlOf(app)}/events`, { headers, signal: controller.signal });
  const events: EventSourceMessage[] = [];
  const waiters: (() => void)[] = [];
  const parser = createParser({
    onEvent(event) {
      events.push(event);
      for (const wake of waiters.splice(0)) wake();
    },
  });
  if (res.status === 200 && res.body) {
    void (async () => {
      const decoder = new TextDecoder();
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>)
          parser.feed(decoder.decode(chunk, { stream: true }));
      } catch {
        // aborted by close()
      }
    })();
  }
  return {
    status: res.status,
    events,
    async waitFor(n) {
      while (events.length < n) await new Promise<void>((resolve) => waiters.push(resolve));
      return events.slice(0, n);
    },
    close: () => controller.abort(),
  };
}
