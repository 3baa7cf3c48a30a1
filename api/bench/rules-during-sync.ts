/**
 * npm run bench:ordering -w api: rules saved while a bank's first sync stores its transactions (issue 30, point 1), on
 * PostgreSQL (BENCH_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test). Links the bank-
 * linking emulator's bench item (BENCH_TRANSACTIONS, 50,000), and while its first sync runs saves each of six
 * merchant rules again and again with another category; then counts the rows that a rule matches and may change but
 * that do not hold its category, after that sync and after one more. Prints the counts; 0 is right.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PLAID_CLIENT_ID, PLAID_SECRET, startEmulators } from 'emulators/testing';
import { openPostgres } from '../src/db/postgres';
import { startBenchApp } from './bench-app';

const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS || 50_000);
const DATABASE_URL =
  process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const MERCHANTS = [
  'Whole Foods Market',
  "Trader Joe's",
  'Safeway',
  'Starbucks',
  'Blue Bottle Coffee',
  'Chipotle Mexican Grill',
];
const CATEGORIES = ['ENTERTAINMENT', 'TRAVEL'] as const;

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ordering-'));
  const emulators = await startEmulators({
    dataDir,
    identityHttpPort: 0,
    identityHttpsPort: 0,
    plaidPort: 0,
    log: false,
    benchTransactions: TRANSACTIONS,
  });
  const db = await openPostgres(DATABASE_URL, `bench_ordering_${crypto.randomBytes(4).toString('hex')}`, true);
  const { app, identity } = await startBenchApp({ db }, { plaidBaseUrl: emulators.plaidUrl });
  try {
    const sub = `bench-${crypto.randomUUID()}`;
    const signUp = await app.inject({
      method: 'POST',
      url: '/user/metadata',
      headers: { authorization: `Bearer ${identity.idToken({ sub, 'cognito:username': sub })}` },
      payload: { operation: 'get_or_create', provider: 'google', provider_sub: sub, email: 'b@example.com' },
    });
    const userId = (JSON.parse(signUp.body) as { user_id: string }).user_id;
    const auth = {
      authorization: `Bearer ${identity.idToken({ sub, preferred_username: userId, 'cognito:username': sub })}`,
    };
    const send = async (method: 'POST' | 'PATCH', url: string, payload: object) => {
      const res = await app.inject({ method, url, headers: auth, payload });
      if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
      return JSON.parse(res.body) as Record<string, unknown>;
    };

    const rules: string[] = [];
    for (const merchant of MERCHANTS) {
      const saved = await send('POST', '/rules', {
        match_field: 'merchant',
        match_value: merchant,
        category: 'TRAVEL',
      });
      rules.push((saved.rule as { rule_id: string }).rule_id);
    }

    const created = await fetch(`${emulators.plaidUrl}/sandbox/public_token/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_id: PLAID_CLIENT_ID,
        secret: PLAID_SECRET,
        institution_id: 'ins_109508',
        initial_products: ['transactions'],
        options: { override_username: 'user_bench' },
      }),
    });
    const publicToken = ((await created.json()) as { public_token: string }).public_token;
    const started = performance.now();
    await send('POST', '/plaid/exchange-token', { public_token: publicToken, institution_id: 'ins_109508' });

    // The first sync runs as a job; every rule is saved again, with the other category, until it has stored its rows.
    let saves = 0;
    let round = 0;
    const synced = async () => {
      const [row] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM items WHERE user_id = $1 AND last_sync IS NOT NULL',
        [userId],
      );
      return row!.n > 0;
    };
    while (!(await synced())) {
      round += 1;
      for (const ruleId of rules) {
        await send('PATCH', `/rules/${ruleId}`, { category: CATEGORIES[round % 2] });
        saves += 1;
      }
    }
    await app.syncJobs.idle();
    const syncSeconds = (performance.now() - started) / 1000;

    const wrong = async () => {
      const [row] = await db.query<{ matched: number; wrong: number }>(
        `SELECT count(*)::int AS matched,
                count(*) FILTER (WHERE t.user_category IS DISTINCT FROM r.category)::int AS wrong
         FROM transactions t
         JOIN rules r ON r.user_id = t.user_id AND r.match_field = 'merchant'
           AND lower(trim(t.merchant_name)) = lower(trim(r.match_value))
         WHERE t.user_id = $1 AND (t.rule_id IS NOT NULL OR (t.user_category IS NULL AND t.display_name IS NULL))`,
        [userId],
      );
      return row!;
    };
    const [total] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM transactions WHERE user_id = $1', [
      userId,
    ]);
    const afterFirst = await wrong();
    await send('POST', '/plaid/accounts/sync', { institution_id: 'ins_109508' });
    await app.syncJobs.idle();
    const afterSecond = await wrong();
    console.log(
      `transactions stored by the first sync: ${total!.n.toLocaleString('en-US')} (${syncSeconds.toFixed(1)} s)`,
    );
    console.log(`rule saves while it ran: ${saves} (${round} rounds of ${rules.length} rules)`);
    console.log(`rows a rule matches: ${afterFirst.matched.toLocaleString('en-US')}`);
    console.log(`rows without their rule's category after that sync: ${afterFirst.wrong.toLocaleString('en-US')}`);
    console.log(`... and after one more sync: ${afterSecond.wrong.toLocaleString('en-US')}`);
  } finally {
    await app.close();
    await identity.close();
    await db.close();
    await emulators.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
