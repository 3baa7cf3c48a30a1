import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { createParser, type EventSourceMessage } from 'eventsource-parser';

export interface OpenStream {
  status: number;
  /** Where the stream started: the id of its opening `ready` event (which is not in `events`); undefined if none. */
  ready: Promise<string | undefined>;
  /** The answer's text when the stream was not opened (an error's JSON). */
  body: string;
  events: EventSourceMessage[];
  /** Resolves when the stream has received n events. */
  waitFor(n: number): Promise<EventSourceMessage[]>;
  /** Resolves with the events received once one of them matches. */
  waitUntil(match: (event: EventSourceMessage) => boolean): Promise<EventSourceMessage[]>;
  /** Resolves when the server ends the stream (or the client closes it), or at once when it was not opened. */
  ended: Promise<void>;
  close(): void;
}

/** Listens on a free port (once) and answers its base URL. */
export async function baseUrlOf(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/**
 * GET /events over http, as the browser client reads it (fetch, Authorization header), parsed as it arrives; from an
 * app of this process, or from an API process at its URL.
 */
export async function openEventStream(
  api: FastifyInstance | string,
  headers: Record<string, string>,
): Promise<OpenStream> {
  const controller = new AbortController();
  const url = typeof api === 'string' ? api : await baseUrlOf(api);
  const res = await fetch(`${url}/events`, { headers, signal: controller.signal });
  const events: EventSourceMessage[] = [];
  const waiters: (() => void)[] = [];
  let onReady: (id: string | undefined) => void = () => undefined;
  const ready = new Promise<string | undefined>((resolve) => (onReady = resolve));
  const parser = createParser({
    onEvent(event) {
      if (event.event === 'ready') {
        onReady(event.id);
        return;
      }
      events.push(event);
      for (const wake of waiters.splice(0)) wake();
    },
  });
  const body = res.status === 200 ? '' : await res.text();
  const ended =
    res.status === 200 && res.body
      ? (async () => {
          const decoder = new TextDecoder();
          try {
            for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>)
              parser.feed(decoder.decode(chunk, { stream: true }));
          } catch {
            // aborted by close()
          }
        })()
      : Promise.resolve();
  void ended.then(() => onReady(undefined));
  return {
    status: res.status,
    ready,
    body,
    events,
    async waitFor(n) {
      while (events.length < n) await new Promise<void>((resolve) => waiters.push(resolve));
      return events.slice(0, n);
    },
    async waitUntil(match) {
      while (!events.some(match)) await new Promise<void>((resolve) => waiters.push(resolve));
      return [...events];
    },
    ended,
    close: () => controller.abort(),
  };
}
