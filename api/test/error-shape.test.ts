import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { createTestContext, type TestContext, type TestUser } from './helpers/context';

/** Sends raw bytes to the server and reads its whole answer (the server closes the connection). */
function rawRequest(port: number, text: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(text));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const answer = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), body });
    });
  });
}

/** Every 4xx and 5xx, Fastify's and Node's own included, is {error, message} and nothing else. */
describe('one error shape for every error', () => {
  let ctx: TestContext;
  let user: TestUser;
  let port: number;
  beforeAll(async () => {
    ctx = await createTestContext('pglite', { bodyLimit: 1024 });
    user = await ctx.newUser();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => ctx.close());

  const expectShape = (answer: { status: number; body: string }, status: number) => {
    expect(answer.status).toBe(status);
    const parsed = JSON.parse(answer.body) as Record<string, unknown>;
    expect(Object.keys(parsed).sort()).toEqual(['error', 'message']);
    expect(parsed.message).toEqual(expect.any(String));
  };

  it.each([
    [
      'headers over the size the server accepts',
      `GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
    ],
    [
      'a request line over the size the server accepts',
      `GET /health?${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      431,
    ],
    [
      'a URL that cannot be decoded',
      'GET /transactions/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      400,
    ],
    [
      'a path parameter over its length',
      `DELETE /rules/${'r'.repeat(150)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      414,
    ],
    ['bytes that are not HTTP', 'HELLO THERE\r\n\r\n', 400],
  ])('%s', async (_what, text, status) => {
    expectShape(await rawRequest(port, text), status);
  });

  it.each([
    ['a body that is not JSON', { 'content-type': 'application/json' }, '{"name": ', 400],
    ['a body of a type the API does not take', { 'content-type': 'text/csv' }, 'name\nToys', 415],
    ['a body over the limit', { 'content-type': 'application/json' }, JSON.stringify({ name: 'x'.repeat(2048) }), 413],
  ])('%s', async (_what, headers, payload, status) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/categories',
      headers: { ...user.auth, ...headers },
      payload,
    });
    expectShape({ status: res.statusCode, body: res.body }, status);
  });

  it('a route that does not exist, and a method a route does not have', async () => {
    for (const [method, url] of [
      ['GET', '/nowhere'],
      ['PUT', '/categories'],
    ] as const) {
      const res = await ctx.app.inject({ method, url, headers: user.auth });
      expectShape({ status: res.statusCode, body: res.body }, 404);
    }
  });
});
