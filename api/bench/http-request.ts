import http from 'node:http';
import { StringDecoder } from 'node:string_decoder';

/** One request of a bench, timed from its sending to the last byte of its answer. */
export interface TimedAnswer {
  status: number;
  ms: number;
  /** The answer as text ('' when it was only counted). */
  text: string;
  /** The answer's length as it travelled (compressed, when it was). */
  bytes: number;
}

/**
 * Sends one request (a JSON body when given) and reads the whole answer as text, or only counts its bytes
 * (`countOnly`: a bench that runs the server in its own process, where the text would be memory and work of the
 * process it measures). `agent: false` opens a connection of its own (a bench that writes for longer than the server
 * keeps an idle connection); a kept-alive agent is what browsers hold.
 */
export function timedRequest(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: unknown;
    agent?: http.Agent | false;
    countOnly?: boolean;
  } = {},
): Promise<TimedAnswer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: options.method ?? 'GET',
        agent: options.agent ?? false,
        headers: {
          ...options.headers,
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
      },
      (res) => {
        const decoder = new StringDecoder('utf8');
        let text = '';
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (!options.countOnly) text += decoder.write(chunk);
        });
        res.on('end', () => {
          if (!options.countOnly) text += decoder.end();
          resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, text, bytes });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The q-quantile of the samples (0.5: the median, 0.99: p99), the nearest rank. */
export function quantile(samples: number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}
