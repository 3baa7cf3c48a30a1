import net from 'node:net';
import { backends } from './helpers/backends';
import { createTestContext, testConfig, type LinkedItem, type TestContext, type TestUser } from './helpers/context';
import { baseUrlOf, openEventStream, type OpenStream } from './helpers/event-stream';
import { makeTransaction } from './helpers/fake-provider';

/** Short limits, so that a cut-off comes within a second or two; a wait for one gives up after BOUND_MS. */
const connections = {
  requestTimeoutMs: 1_000,
  headersTimeoutMs: 500,
  keepAliveTimeoutMs: 500,
  connectionTimeoutMs: 1_000,
  maxConnections: 1_000,
  maxRequestsPerSocket: 1_000,
};
const BOUND_MS = 15_000;
const STREAMS_PER_PERSON = 3;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** 'done' when the promise settles within BOUND_MS, else 'still waiting'. */
async function within(promise: Promise<unknown>): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<string>((resolve) => (timer = setTimeout(() => resolve('still waiting'), BOUND_MS)));
  try {
    return await Promise.race([promise.then(() => 'done'), bound]);
  } finally {
    clearTimeout(timer);
  }
}

/** A raw connection to the app: what it receives, and whether the server has closed it. */
async function rawSocket(url: string) {
  const { port } = new URL(url);
  const socket = net.connect(Number(port), '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, closed, received: () => received };
}

/** Writes one byte every 100 ms until the socket closes. */
function trickle(socket: net.Socket, byte: string): () => void {
  const timer = setInterval(() => socket.writable && socket.write(byte), 100);
  socket.once('close', () => clearInterval(timer));
  return () => clearInterval(timer);
}

describe.each(backends)('connections (%s)', (backend) => {
  let ctx: TestContext;
  let url: string;
  const streams: OpenStream[] = [];
  beforeAll(async () => {
    ctx = await createTestContext(backend, { connections, eventStreamsPerPerson: STREAMS_PER_PERSON });
    url = await baseUrlOf(ctx.app);
  });
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });
  afterAll(async () => ctx.close());

  const open = async (headers: Record<string, string>) => {
    const stream = await openEventStream(url, headers);
    streams.push(stream);
    return stream;
  };
  async function newTransactionsWebhook(item: LinkedItem): Promise<void> {
    ctx.provider.addTransactions(item.fake, [makeTransaction(item.accountIds[0]!)]);
    const raw = JSON.stringify({
      webhook_type: 'TRANSACTIONS',
      webhook_code: 'SYNC_UPDATES_AVAILABLE',
      item_id: item.plaidItemId,
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/plaid/webhook',
      headers: { 'content-type': 'application/json', 'plaid-verification': await ctx.provider.signWebhook(raw) },
      payload: raw,
    });
    expect(res.statusCode).toBe(200);
    await ctx.app.syncJobs.idle();
  }

  /** Starts a request with `head`, then sends `unit` now and then: the server must answer 408 and close. */
  async function expectCutOff(head: string, unit: string) {
    const { socket, closed, received } = await rawSocket(url);
    socket.write(head);
    const stop = trickle(socket, unit);
    try {
      expect(await within(closed)).toBe('done');
      expect(received()).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      stop();
      socket.destroy();
    }
  }

  it('cuts off a request whose body trickles in, with 408', async () => {
    await expectCutOff(
      'POST /plaid/webhook HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{',
      ' ',
    );
  });

  it('cuts off headers that trickle in, with 408', async () => {
    await expectCutOff('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ', 'a');
  });

  describe('event streams', () => {
    let user: TestUser;
    let linked: LinkedItem;
    beforeAll(async () => {
      user = await ctx.newUser();
      linked = await ctx.link(user);
    });
    const tokenExpiringIn = (seconds: number) =>
      ctx.identity.idToken(user.sub, {
        preferred_username: user.userId,
        exp: Math.floor(Date.now() / 1000) + seconds,
      });

    it('stay open past every request and connection timeout, and deliver', async () => {
      const stream = await open(user.auth);
      expect(stream.status).toBe(200);
      // Twice the longest of the timeouts above, with nothing but the stream on its connection.
      await sleep(2 * connections.connectionTimeoutMs);
      await newTransactionsWebhook(linked);
      const [event] = await stream.waitFor(1);
      expect(event!.event).toBe('transactions');
    });

    it('end when their token expires; a reconnect with a fresh token resumes where the stream was', async () => {
      const stream = await open({ authorization: `Bearer ${tokenExpiringIn(4)}` });
      expect(stream.status).toBe(200);
      expect(await within(stream.ended)).toBe('done');
      const startedAt = await stream.ready;
      expect(startedAt).toMatch(/^[0-9]+$/);
      // A change after the end reaches no expired stream, and the reconnect (a fresh token, Last-Event-ID of where the
      // stream was) gets it.
      await newTransactionsWebhook(linked);
      expect(stream.events).toEqual([]);
      const resumed = await open({ ...user.auth, 'last-event-id': startedAt! });
      const [missed] = await resumed.waitFor(1);
      expect(missed!.event).toBe('transactions');
      expect(BigInt(missed!.id!)).toBeGreaterThan(BigInt(startedAt!));
    });

    it(`hold at most ${STREAMS_PER_PERSON} per person; one more is answered 429, and another person is not affected`, async () => {
      // The streams of the tests before have gone.
      for (let tries = 0; ctx.app.eventHub.streamsOf(user.userId) > 0 && tries < BOUND_MS / 100; tries++)
        await sleep(100);
      const mine = [];
      for (let i = 0; i < STREAMS_PER_PERSON; i++) mine.push(await open(user.auth));
      expect(mine.map((stream) => stream.status)).toEqual(Array(STREAMS_PER_PERSON).fill(200));
      const over = await open(user.auth);
      expect(over.status).toBe(429);
      expect(JSON.parse(over.body)).toEqual({
        error: 'Too Many Requests',
        message: `Too many open event streams: at most ${STREAMS_PER_PERSON} per person. Close another tab or window to open this one.`,
      });
      const other = await ctx.newUser();
      expect((await open(other.auth)).status).toBe(200);
      // Once one of the person's streams is closed, a new one opens.
      mine[0]!.close();
      let again = 0;
      for (let tries = 0; again !== 200 && tries < BOUND_MS / 100; tries++) {
        await sleep(100);
        const stream = await open(user.auth);
        again = stream.status;
      }
      expect(again).toBe(200);
    });
  });
});

describe('connection cap', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // The default timeouts: the idle sockets below stay open while the test runs.
    ctx = await createTestContext('pglite', { connections: { ...testConfig().connections, maxConnections: 3 } });
  });
  afterAll(async () => ctx.close());

  it('refuses a connection over MAX_CONNECTIONS, and takes one again when one closes', async () => {
    const url = await baseUrlOf(ctx.app);
    const held = await Promise.all([rawSocket(url), rawSocket(url), rawSocket(url)]);
    try {
      const over = await rawSocket(url);
      expect(await within(over.closed)).toBe('done');
      expect(over.received()).toBe('');
      held[0].socket.destroy();
      await held[0].closed;
      let status = 0;
      for (let tries = 0; status !== 200 && tries < BOUND_MS / 100; tries++) {
        status = await fetch(`${url}/health`).then(
          (res) => res.status,
          () => 0,
        );
        if (status !== 200) await sleep(100);
      }
      expect(status).toBe(200);
    } finally {
      for (const { socket } of held) socket.destroy();
    }
  });
});
