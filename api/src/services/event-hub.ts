import type { FastifyBaseLogger } from 'fastify';
import type { Database, Unlisten } from '../db/database';
import {
  EVENTS_PAGE,
  USER_EVENTS_CHANNEL,
  type EventsRepository,
  type UserEvent,
} from '../repositories/events-repository';

/** One open stream: its person, where it is in their events, and how it is written to. */
export interface Subscriber {
  userId: string;
  lastId: string;
  send(event: UserEvent): void;
  /** Ends the stream (shutdown: the client reconnects to another process and resumes). */
  end(): void;
}

/**
 * Fans events out to this process's open streams. Each process LISTENs once on the database; a NOTIFY (from any process)
 * names the person, and only that person's streams read their new events, from where each one is. Reading from the
 * table rather than the payload keeps the order and fills any gap (a lost notification, a slow stream).
 */
export class EventHub {
  private readonly byUser = new Map<string, Set<Subscriber>>();
  private unlisten: Unlisten | undefined;

  constructor(
    private readonly db: Database,
    private readonly events: EventsRepository,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.db.listen(USER_EVENTS_CHANNEL, (payload) => {
      const userId = userOf(payload);
      if (userId) void this.deliver(userId);
    });
  }

  get streams(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  /** The streams one person has open on this process. */
  streamsOf(userId: string): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  /** Adds a stream (at once, before its first await); first sends what it missed since lastId. Returns its removal. */
  async subscribe(subscriber: Subscriber): Promise<() => void> {
    let set = this.byUser.get(subscriber.userId);
    if (!set) this.byUser.set(subscriber.userId, (set = new Set()));
    set.add(subscriber);
    await this.catchUp(subscriber);
    return () => {
      set.delete(subscriber);
      if (set.size === 0 && this.byUser.get(subscriber.userId) === set) this.byUser.delete(subscriber.userId);
    };
  }

  latestId(userId: string): Promise<string> {
    return this.events.latestId(userId);
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    for (const set of this.byUser.values()) for (const subscriber of set) subscriber.end();
    this.byUser.clear();
  }

  /** One read for all of a person's streams, from the one furthest behind; each gets what it has not seen. */
  private async deliver(userId: string): Promise<void> {
    const set = this.byUser.get(userId);
    if (!set || set.size === 0) return;
    const from = [...set].reduce(
      (min, s) => (BigInt(s.lastId) < min ? BigInt(s.lastId) : min),
      BigInt([...set][0]!.lastId),
    );
    await this.sendAfter(userId, from.toString(), [...set]);
  }

  private catchUp(subscriber: Subscriber): Promise<void> {
    return this.sendAfter(subscriber.userId, subscriber.lastId, [subscriber]);
  }

  private async sendAfter(userId: string, afterId: string, subscribers: Subscriber[]): Promise<void> {
    try {
      for (let from = afterId; ;) {
        const events = await this.events.after(userId, from);
        for (const subscriber of subscribers) {
          for (const event of events) {
            // Two notifications close together may read the same rows: each event goes out once, in order.
            if (BigInt(event.id) <= BigInt(subscriber.lastId)) continue;
            subscriber.lastId = event.id;
            subscriber.send(event);
          }
        }
        if (events.length < EVENTS_PAGE) return;
        from = events[events.length - 1]!.id;
      }
    } catch (err) {
      this.log.warn({ err: (err as Error).message }, 'reading events failed');
    }
  }
}

function userOf(payload: string): string | undefined {
  try {
    const parsed = JSON.parse(payload) as { user_id?: unknown };
    return typeof parsed.user_id === 'string' ? parsed.user_id : undefined;
  } catch {
    return undefined;
  }
}
