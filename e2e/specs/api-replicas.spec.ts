import http from 'node:http';
import { expect, test } from '../support/test';
import { AccountsPage } from '../page-models/accounts-page';
import { newGoogleAccount } from '../page-models/hosted-sign-in-page';
import { LiveUpdates } from '../page-models/live-updates';
import { TransactionsPage } from '../page-models/transactions-page';
import { newDataAtTheBank, signedInUserId } from '../support/accounts-api';
import { storedIdToken } from '../support/stored-tokens';
import { signUp } from '../support/sign-up';

/**
 * Only against the container stack (`npm run test:containers`), where the API runs as replicas behind a balancer that
 * names the replica of each answer in X-Api-Replica. The replicas share nothing but PostgreSQL: a webhook taken by one
 * of them must reach a person's event streams on every one.
 */
const BANK = { id: 'ins_109508', name: 'First Platypus Bank' };
const API_URL = 'http://localhost:4000';
/** Streams opened at most while looking for one on another replica than the page's (the API allows 10 a person). */
const MAX_STREAMS = 6;

/** An event stream opened from here with the person's ID token: its replica, and every event name it received. */
interface Stream {
  replica: string;
  events: string[];
  close(): void;
}

function openStream(idToken: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${API_URL}/events`, { headers: { authorization: `Bearer ${idToken}` } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        return reject(new Error(`GET /events answered ${response.statusCode}`));
      }
      const events: string[] = [];
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        // Each event ends with a blank line; its `event:` line names it.
        const blocks = text.split('\n\n');
        text = blocks.pop() ?? '';
        for (const block of blocks) {
          const name = /^event: (.+)$/m.exec(block)?.[1];
          if (name) events.push(name);
        }
      });
      resolve({
        replica: String(response.headers['x-api-replica'] ?? ''),
        events,
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}

test('a webhook taken by one API replica reaches the person on every replica', async ({ page }) => {
  const live = new LiveUpdates(page);
  await signUp(page, newGoogleAccount('Rowan', 'Replica'));
  const accounts = new AccountsPage(page);
  await accounts.linkInstitution(BANK.name);
  await accounts.waitForFirstSync(BANK.name);
  const userId = await signedInUserId(page);

  // The page's own stream, through the balancer: which replica holds it.
  const pageStream = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/events' && response.status() === 200,
  );
  await live.open('/transactions');
  const pageReplica = await (await pageStream).headerValue('x-api-replica');
  expect(pageReplica).toMatch(/^api\d+$/);
  await new TransactionsPage(page).waitForRows();

  // Streams of the same person from here until one is held by another replica than the page's.
  const idToken = await storedIdToken(page);
  if (!idToken) throw new Error('no ID token stored');
  const streams: Stream[] = [];
  try {
    while (streams.length < MAX_STREAMS && streams.every((stream) => stream.replica === pageReplica)) {
      streams.push(await openStream(idToken));
    }
    const replicas = new Set([pageReplica, ...streams.map((stream) => stream.replica)]);
    expect([...replicas].sort(), 'the balancer spreads streams over both replicas').toHaveLength(2);

    // One webhook, taken by one replica (the balancer's choice); its sync job runs on either. Whichever it was, the
    // streams on the other replica learn of the new transactions as those on the same one do.
    await newDataAtTheBank(userId, BANK.id);
    await expect(live.notice).toHaveText(/^[\d,]+ new transactions?\b.* at First Platypus Bank$/, { timeout: 30_000 });
    for (const stream of streams) {
      await expect
        .poll(() => stream.events, { message: `the stream on ${stream.replica}`, timeout: 30_000 })
        .toContain('transactions');
    }
  } finally {
    for (const stream of streams) stream.close();
  }
});
