/**
 * One event stream per person over plain http (light: 1,000 of them share the bench's process with the load
 * client), each on an API process of its own choosing; the `transactions` events each one receives are timed.
 */
import http from 'node:http';
import { createParser } from 'eventsource-parser';

export interface PersonStream {
  p: number;
  /** The API process it is open on. */
  process: number;
  /** When each `transactions` event arrived (performance.now()). */
  transactions: number[];
  /** Other events (not `ready`), by type. */
  others: Map<string, number>;
  /** The stream ended or failed before the bench closed it. */
  ended: boolean;
  close(): void;
}

export function openPersonStream(
  url: string,
  p: number,
  processIndex: number,
  authorization: string,
): Promise<PersonStream> {
  return new Promise((resolve, reject) => {
    const stream: PersonStream = {
      p,
      process: processIndex,
      transactions: [],
      others: new Map(),
      ended: false,
      close: () => undefined,
    };
    let closing = false;
    const parser = createParser({
      onEvent: (event) => {
        if (event.event === 'ready') return resolve(stream);
        if (event.event === 'transactions') stream.transactions.push(performance.now());
        else stream.others.set(event.event ?? 'message', (stream.others.get(event.event ?? 'message') ?? 0) + 1);
      },
    });
    const req = http.get(`${url}/events`, { headers: { authorization }, agent: false }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        return reject(new Error(`GET /events for person ${p} answered ${res.statusCode}`));
      }
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => parser.feed(chunk));
      const ended = () => (stream.ended ||= !closing);
      res.on('end', ended);
      res.on('error', ended);
    });
    stream.close = () => {
      closing = true;
      req.destroy();
    };
    req.on('error', (err) => {
      if (!closing) stream.ended = true;
      reject(err);
    });
  });
}

/** Opens the streams `batch` at a time; person p's goes to process p % urls.length. */
export async function openStreams(urls: string[], authorizations: string[], batch = 100): Promise<PersonStream[]> {
  const streams: PersonStream[] = [];
  for (let from = 0; from < authorizations.length; from += batch) {
    const opening = authorizations
      .slice(from, from + batch)
      .map((authorization, i) =>
        openPersonStream(urls[(from + i) % urls.length]!, from + i, (from + i) % urls.length, authorization),
      );
    streams.push(...(await Promise.all(opening)));
  }
  return streams;
}
