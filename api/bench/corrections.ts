/**
 * A person's corrections at scale (issue 22 asks for a rule or a bulk change over 37,000 rows stored in under 2 s):
 * the time from the request to its answer, the change committed, for a rule applied to every existing match and
 * for a bulk change by filter and by ids; and the automatic transfer pairing every sync runs over the person's rows.
 */
import type { Database } from '../src/db/database';
import { TransfersRepository } from '../src/repositories/transfers-repository';
import { timedRequest } from './http-request';

/** How many of the bench user's transactions the bank names "Starbucks": the rows the rule and bulk changes touch. */
const MATCHING = Number(process.env.BENCH_CORRECTED || 37_000);
const SAMPLES = Number(process.env.BENCH_CORRECTION_SAMPLES || 5);
const MERCHANT = 'Starbucks';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * One request on a connection of its own: between two changes the bench writes to the database for a while, longer
 * than the server keeps an idle connection (10 s), and a reused one would be reset.
 */
async function call(
  url: string,
  authorization: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ ms: number; body: Record<string, unknown> }> {
  const answer = await timedRequest(`${url}${path}`, { method, headers: { authorization }, body });
  if (answer.status >= 300) throw new Error(`${method} ${path} answered ${answer.status}: ${answer.text}`);
  return { ms: answer.ms, body: answer.text ? (JSON.parse(answer.text) as Record<string, unknown>) : {} };
}

/**
 * Runs each change SAMPLES times, alternating between two values so that every run changes every row, and tells
 * the median time and the rows changed.
 */
async function measure(run: (i: number) => Promise<{ ms: number; rows: number }>): Promise<string> {
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const result = await run(i);
    times.push(result.ms);
    rows = result.rows;
  }
  return `median ${median(times).toFixed(0)} ms over ${SAMPLES} (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)}), ${rows} rows changed each`;
}

/** The lines the bench prints for one backend, measured on the seeded user (url: the listening API). */
export async function benchCorrections(
  url: string,
  authorization: string,
  db: Database,
  userId: string,
): Promise<string[]> {
  // The bank names MATCHING of the person's transactions after one merchant (the seed spreads nine evenly).
  await db.query(
    `UPDATE transactions SET merchant_name = $2
     WHERE id IN (SELECT id FROM transactions WHERE user_id = $1 ORDER BY id LIMIT $3)`,
    [userId, MERCHANT, MATCHING],
  );
  const range = await db.query<{ start: string; end: string }>(
    `SELECT min(date)::text AS start, max(date)::text AS "end" FROM transactions WHERE user_id = $1`,
    [userId],
  );
  const { start, end } = range[0]!;

  const matches = await call(url, authorization, 'GET', `/rules/matches?match_field=merchant&match_value=${MERCHANT}`);
  const created = await call(url, authorization, 'POST', '/rules', {
    match_field: 'merchant',
    match_value: MERCHANT,
    category: 'ENTERTAINMENT',
    display_name: 'Coffee',
  });
  const ruleId = (created.body.rule as { rule_id: string }).rule_id;
  const ruleChanged = await measure(async (i) => {
    const { ms, body } = await call(url, authorization, 'PATCH', `/rules/${ruleId}`, {
      category: i % 2 ? 'ENTERTAINMENT' : 'FOOD_AND_DRINK',
    });
    return { ms, rows: body.applied as number };
  });

  const filter = { start_date: start, end_date: end, search: MERCHANT };
  const byFilter = await measure(async (i) => {
    const { ms, body } = await call(url, authorization, 'POST', '/transactions/bulk', {
      selection: { filter },
      set: { category: i % 2 ? 'TRAVEL' : 'GENERAL_SERVICES' },
    });
    return { ms, rows: body.updated as number };
  });
  const ids = (
    await db.query<{ transaction_id: string }>(
      'SELECT transaction_id FROM transactions WHERE user_id = $1 AND merchant_name = $2',
      [userId, MERCHANT],
    )
  ).map((r) => r.transaction_id);
  const byIds = await measure(async (i) => {
    const { ms, body } = await call(url, authorization, 'POST', '/transactions/bulk', {
      selection: { ids },
      set: { excluded: i % 2 === 0 },
    });
    return { ms, rows: body.updated as number };
  });

  // What every sync of the person adds: the search for transfers over all their rows (none to make here).
  const pairing: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const started = process.hrtime.bigint();
    await db.transaction((tx) => new TransfersRepository(tx).pairAutomatically(userId));
    pairing.push(Number(process.hrtime.bigint() - started) / 1e6);
  }

  return [
    `GET /rules/matches (${matches.body.matches as number} of the person's transactions): ${matches.ms.toFixed(0)} ms`,
    `POST /rules, applied to ${created.body.applied as number} existing transactions, stored: ${created.ms.toFixed(0)} ms`,
    `PATCH /rules/:rule_id (its category), applied again: ${ruleChanged}`,
    `POST /transactions/bulk by filter (search ${MERCHANT}, ${start}..${end}), category: ${byFilter}`,
    `POST /transactions/bulk by ${ids.length} ids, excluded: ${byIds}`,
    `automatic transfer pairing over the person's transactions (each sync): median ${median(pairing).toFixed(0)} ms`,
  ];
}
