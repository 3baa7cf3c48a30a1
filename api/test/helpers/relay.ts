import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Headers that belong to one hop and are not passed on. */
const HOP_HEADERS = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive']);

/**
 * A pass-through HTTP relay between two processes, for tests that must know what passed between them and stop one of
 * them at a known point: it tells when a request to a path was answered (and with what status), and can keep the
 * requests to a path waiting, unanswered and never passed on, from a given moment.
 */
export class Relay {
  private readonly holds = new Map<string, () => void>();
  private readonly answerWaiters = new Map<string, ((status: number) => void)[]>();

  private constructor(
    private readonly server: http.Server,
    /** Where requests go; a test may point it at a new process. */
    public target: string,
  ) {}

  static async start(target: string): Promise<Relay> {
    const server = http.createServer();
    const relay = new Relay(server, target);
    server.on('request', (req, res) => void relay.pass(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return relay;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** From now on requests to the path wait and are never passed on; resolves when the first one arrives. */
  hold(path: string): Promise<void> {
    return new Promise((resolve) => this.holds.set(path, resolve));
  }

  /** Resolves with the status of the next answer passed back for a request to the path. */
  nextAnswer(path: string): Promise<number> {
    return new Promise((resolve) => this.answerWaiters.set(path, [...(this.answerWaiters.get(path) ?? []), resolve]));
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private async pass(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = new URL(req.url ?? '/', 'http://relay').pathname;
    const held = this.holds.get(path);
    if (held) return held();
    const headers = Object.entries(req.headers).filter(([name]) => !HOP_HEADERS.has(name)) as [string, string][];
    try {
      const answer = await fetch(`${this.target}${req.url}`, {
        method: req.method,
        headers,
        body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
      });
      const body = Buffer.from(await answer.arrayBuffer());
      res.writeHead(answer.status, {
        'content-type': answer.headers.get('content-type') ?? 'application/octet-stream',
      });
      res.end(body);
      for (const resolve of this.answerWaiters.get(path) ?? []) resolve(answer.status);
      this.answerWaiters.delete(path);
    } catch {
      res.writeHead(502).end();
    }
  }
}
