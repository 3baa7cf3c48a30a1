/**
 * The summaries bench's person: the merchants of their bank (15 of its categories, a card payment among them) and the
 * corrections they make, each the way the apps or a sync make it, so that every summary counts the corrected values.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database';
import type { ProviderTransaction } from '../src/domain/provider-data';
import { correctAfterSync } from '../src/services/sync-corrections';
import type { Call } from './bench-app';

/**
 * Name, category primary, category detailed: 15 of the bank's categories, the seed's transactions take turns. 19 of
 * them, so that each merchant's rows fall in each of the seed's three accounts (it takes those in turn too).
 */
export const SUMMARY_MERCHANTS: [string, string, string][] = [
  ['Whole Foods', 'FOOD_AND_DRINK', 'FOOD_AND_DRINK_GROCERIES'],
  ['Blue Bottle', 'FOOD_AND_DRINK', 'FOOD_AND_DRINK_COFFEE'],
  ['Shell', 'TRANSPORTATION', 'TRANSPORTATION_GAS'],
  ['Uber', 'TRANSPORTATION', 'TRANSPORTATION_TAXIS_AND_RIDE_SHARES'],
  ['Lyft', 'TRANSPORTATION', 'TRANSPORTATION_TAXIS_AND_RIDE_SHARES'],
  ['Amazon', 'GENERAL_MERCHANDISE', 'GENERAL_MERCHANDISE_ONLINE_MARKETPLACES'],
  ['Target', 'GENERAL_MERCHANDISE', 'GENERAL_MERCHANDISE_SUPERSTORES'],
  ['Netflix', 'ENTERTAINMENT', 'ENTERTAINMENT_TV_AND_MOVIES'],
  ['PG&E', 'RENT_AND_UTILITIES', 'RENT_AND_UTILITIES_GAS_AND_ELECTRICITY'],
  ['Home Depot', 'HOME_IMPROVEMENT', 'HOME_IMPROVEMENT_HARDWARE'],
  ['CVS', 'MEDICAL', 'MEDICAL_PHARMACIES_AND_SUPPLEMENTS'],
  ['Supercuts', 'PERSONAL_CARE', 'PERSONAL_CARE_HAIR_AND_BEAUTY'],
  ['Comcast', 'GENERAL_SERVICES', 'GENERAL_SERVICES_TELECOMMUNICATION_SERVICES'],
  ['Red Cross', 'GOVERNMENT_AND_NON_PROFIT', 'GOVERNMENT_AND_NON_PROFIT_DONATIONS'],
  ['Delta', 'TRAVEL', 'TRAVEL_FLIGHTS'],
  ['Overdraft fee', 'BANK_FEES', 'BANK_FEES_OVERDRAFT_FEES'],
  ['Card payment', 'LOAN_PAYMENTS', 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT'],
  ['ACME Payroll', 'INCOME', 'INCOME_WAGES'],
  ['Transfer to savings', 'TRANSFER_OUT', 'TRANSFER_OUT_SAVINGS'],
];

/** How many transfers the person pairs by hand, and how many transactions they split. */
const PAIRED_BY_HAND = Number(process.env.BENCH_PAIRED_BY_HAND || 20);
const SPLITS = Number(process.env.BENCH_SPLITS || 100);

/** Stores rows the way a sync's write does: applied, then the person's corrections brought to them (sync-service). */
export async function storeLikeASync(app: FastifyInstance, userId: string, added: ProviderTransaction[]) {
  const [item] = await app.data.repositories.connection.query<{ id: string }>(
    'SELECT id::text AS id FROM items WHERE user_id = $1 ORDER BY id LIMIT 1',
    [userId],
  );
  const changes = { added, modified: [], removed: [] };
  await app.data.transactionFor(userId, async (tx) => {
    await tx.transactions.applyChanges(item!.id, userId, changes);
    await correctAfterSync(tx, userId, changes);
  });
}

/** The day after an ISO date. */
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Corrects the seeded person's rows; returns what it did, in words, with the time each step took. */
export async function correctLikeAPerson(app: FastifyInstance, db: Database, call: Call, userId: string) {
  const steps: string[] = [];
  let started = performance.now();
  const done = (what: string) => {
    steps.push(`${what} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    started = performance.now();
  };
  const [span] = await db.query<{ start: string; end: string }>(
    'SELECT min(date)::text AS start, max(date)::text AS "end" FROM transactions WHERE user_id = $1',
    [userId],
  );
  const [card] = await db.query<{ account_id: string }>(
    `SELECT account_id FROM accounts WHERE user_id = $1 AND type = 'credit'`,
    [userId],
  );

  // The bank names no merchant for one row in five (a small shop): its payee is the name, a store number among 97.
  await db.query(`UPDATE transactions SET merchant_name = NULL WHERE user_id = $1 AND id % 5 = 0`, [userId]);
  done('one row in five without a merchant name');

  // The card payments out of checking and savings arrive on the card the next day: the syncs that bring the arrivals
  // (a month's at a time) pair each with its payment.
  const payments = await db.query<{ transaction_id: string; date: string; amount: number }>(
    `SELECT t.transaction_id, t.date::text AS date, t.amount::float8 AS amount
     FROM transactions t JOIN accounts a ON a.id = t.account_pk
     WHERE t.user_id = $1 AND t.pfc_detailed = 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT' AND a.type <> 'credit'`,
    [userId],
  );
  const byMonth = new Map<string, typeof payments>();
  for (const p of payments) {
    const month = p.date.slice(0, 7);
    if (!byMonth.has(month)) byMonth.set(month, []);
    byMonth.get(month)!.push(p);
  }
  for (const month of [...byMonth.keys()].sort()) {
    await storeLikeASync(
      app,
      userId,
      byMonth.get(month)!.map((p) => ({
        transaction_id: `${p.transaction_id}-arrival`,
        account_id: card!.account_id,
        date: nextDay(p.date),
        authorized_date: null,
        amount: -p.amount,
        iso_currency_code: 'USD',
        name: 'PAYMENT - THANK YOU',
        merchant_name: null,
        category: ['Payment'],
        personal_finance_category: { primary: 'LOAN_PAYMENTS', detailed: 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT' },
        payment_channel: 'other',
        pending: false,
      })),
    );
  }
  const [paired] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM transactions WHERE user_id = $1 AND transfer_id IS NOT NULL',
    [userId],
  );
  done(`${payments.length} card payments' arrivals stored by ${byMonth.size} syncs, ${paired!.n / 2} paired`);

  // Two categories of their own: a rule files a merchant under one, a bulk change another merchant under the other.
  const category = async (name: string) => (await call('POST', '/categories', { name })).body.category_id as string;
  const coffee = await category('Coffee');
  const household = await category('Household');
  const rule = await call('POST', '/rules', { match_field: 'merchant', match_value: 'Blue Bottle', category: coffee });
  done(`a rule filed ${rule.body.applied as number} rows under Coffee`);
  const filter = (search: string) => ({ filter: { start_date: span!.start, end_date: span!.end, search } });
  const filed = await call('POST', '/transactions/bulk', { selection: filter('Target'), set: { category: household } });
  done(`a bulk change ${filed.body.updated as number} under Household`);
  const excluded = await call('POST', '/transactions/bulk', { selection: filter('Netflix'), set: { excluded: true } });
  done(`another excluded ${excluded.body.updated as number}`);

  // Transfers by hand: money out of checking to savings, paired with wages that landed in savings.
  const outs = await db.query<{ transaction_id: string }>(
    `SELECT t.transaction_id FROM transactions t JOIN accounts a ON a.id = t.account_pk
     WHERE t.user_id = $1 AND t.merchant_name = 'Transfer to savings' AND a.subtype = 'checking'
     ORDER BY t.id LIMIT $2`,
    [userId, PAIRED_BY_HAND],
  );
  const ins = await db.query<{ transaction_id: string }>(
    `SELECT t.transaction_id FROM transactions t JOIN accounts a ON a.id = t.account_pk
     WHERE t.user_id = $1 AND t.merchant_name = 'ACME Payroll' AND a.subtype = 'savings' AND t.transfer_id IS NULL
     ORDER BY t.id LIMIT $2`,
    [userId, PAIRED_BY_HAND],
  );
  for (const [i, out] of outs.entries()) {
    await call('POST', '/transfers', { transaction_ids: [out.transaction_id, ins[i]!.transaction_id] });
  }
  done(`${outs.length} transfers paired by hand`);

  // Groceries split into food and household, the household part a fifth of the whole (to the cent).
  const wholes = await db.query<{ transaction_id: string; cents: number }>(
    `SELECT transaction_id, (amount * 100)::int AS cents FROM transactions
     WHERE user_id = $1 AND merchant_name = 'Whole Foods' AND transfer_id IS NULL ORDER BY id DESC LIMIT $2`,
    [userId, SPLITS],
  );
  for (const whole of wholes) {
    const part = Math.floor(whole.cents / 5);
    await call('PUT', `/transactions/${whole.transaction_id}/split`, {
      parts: [{ amount: (whole.cents - part) / 100 }, { amount: part / 100, category: household }],
    });
  }
  done(`${wholes.length} split in two`);
  return steps.join('; ');
}
