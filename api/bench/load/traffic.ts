/**
 * The load bench's requests, through autocannon over loopback: each request from a random person (their own ID
 * token), its connections spread over the API processes (autocannon gives connection i the URL i % n). Three kinds:
 * - transactions: GET /transactions for the 18 months the web app asks for, compact, compressed; 200;
 * - notModified: the same with If-None-Match of the set the client holds; 304, or 200 once a sync changed the set
 *   (the client then holds the new one);
 * - accounts: GET /plaid/accounts.
 * Every 200 of GET /transactions records the set's ETag, as the app keeps it.
 */
import http from 'node:http';
import autocannon from 'autocannon';
import { monthsBackIso, todayIso } from '../../src/lib/dates';

export type Kind = 'transactions' | 'notModified' | 'accounts';
export const KINDS: Kind[] = ['transactions', 'notModified', 'accounts'];
export const KIND_LABELS: Record<Kind, string> = {
  transactions: 'GET /transactions (200)',
  notModified: 'GET /transactions, If-None-Match (304)',
  accounts: 'GET /plaid/accounts',
};
/** What a browser's fetch offers, as bench.ts asks. */
const ACCEPT_ENCODING = 'zstd, gzip';

export interface Clients {
  authorizations: string[];
  /** The ETag of each person's set as the client last saw it. */
  etags: (string | undefined)[];
}

export interface KindResult {
  kind: Kind;
  seconds: number;
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  timeouts: number;
  statuses: Record<string, number>;
}

export function transactionsPath(months: number): string {
  return `/transactions?start_date=${monthsBackIso(months - 1)}&end_date=${todayIso()}&format=compact`;
}

/** One autocannon run of one kind; rate (requests per second, all connections together) unbounded when undefined. */
export async function runKind(
  kind: Kind,
  urls: string[],
  clients: Clients,
  options: {
    seconds: number;
    connections: number;
    rate: number | undefined;
    months: number;
    /**
     * The server's MAX_REQUESTS_PER_SOCKET: its last answer on a connection says `Connection: close`, which autocannon
     * does not heed (Node answers every later request on it 503); each connection is opened again after that many.
     */
    requestsPerConnection: number;
  },
): Promise<KindResult> {
  const path = kind === 'accounts' ? '/plaid/accounts' : transactionsPath(options.months);
  const people = clients.authorizations.length;
  const result = await autocannon({
    // autocannon takes a list of URLs (its types say one): connection i goes to urls[i % urls.length].
    url: urls as unknown as string,
    connections: options.connections,
    duration: options.seconds,
    reconnectRate: options.requestsPerConnection,
    ...(options.rate ? { overallRate: options.rate } : {}),
    requests: [
      {
        method: 'GET',
        path,
        setupRequest: (request, context: { p?: number }) => {
          const p = Math.floor(Math.random() * people);
          context.p = p;
          const etag = clients.etags[p];
          return {
            ...request,
            path,
            headers: {
              authorization: clients.authorizations[p]!,
              'accept-encoding': ACCEPT_ENCODING,
              ...(kind === 'notModified' && etag ? { 'if-none-match': etag } : {}),
            },
          };
        },
        onResponse: (status, _body, context: { p?: number }, headers) => {
          const etag = headers?.etag ?? headers?.ETag;
          if (status === 200 && kind !== 'accounts' && typeof etag === 'string' && context.p !== undefined)
            clients.etags[context.p] = etag;
        },
      },
    ],
  });
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([status, stats]) => [status, (stats as { count: number }).count]),
  );
  return {
    kind,
    seconds: options.seconds,
    requests: result.requests.total,
    perSecond: result.requests.total / options.seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses,
  };
}

/** Each person's ETag of the set, read once (as the app's first visit does), four requests at a time. */
export async function firstVisits(
  urls: string[],
  clients: Clients,
  months: number,
): Promise<{ ms: number; statuses: Map<number, number> }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const statuses = new Map<number, number>();
  const started = performance.now();
  let next = 0;
  const visit = async (): Promise<void> => {
    for (let p = next++; p < clients.authorizations.length; p = next++) {
      const { status, etag } = await new Promise<{ status: number; etag: string | undefined }>((resolve, reject) =>
        http
          .get(
            `${urls[p % urls.length]}${transactionsPath(months)}`,
            { agent, headers: { authorization: clients.authorizations[p]!, 'accept-encoding': ACCEPT_ENCODING } },
            (res) => {
              res.resume();
              res.on('end', () => resolve({ status: res.statusCode ?? 0, etag: res.headers.etag }));
            },
          )
          .on('error', reject),
      );
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      clients.etags[p] = etag;
    }
  };
  await Promise.all(Array.from({ length: 4 }, visit));
  agent.destroy();
  return { ms: performance.now() - started, statuses };
}

/** "p50 3 ms, p99 41 ms, 24.9 req/s (1,494: 1,494 x 200; 0 errors)" */
export function describe(result: KindResult): string {
  const statuses = Object.entries(result.statuses)
    .map(([status, count]) => `${count.toLocaleString('en-US')} x ${status}`)
    .join(', ');
  return (
    `p50 ${result.p50} ms, p99 ${result.p99} ms, max ${result.max} ms, ${result.perSecond.toFixed(1)} req/s ` +
    `(${result.requests.toLocaleString('en-US')} in ${result.seconds} s: ${statuses || 'none'}; ` +
    `${result.errors} errors, ${result.timeouts} timeouts)`
  );
}
