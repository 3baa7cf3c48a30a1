import crypto from 'node:crypto';
import type {
  RecurringChange,
  RecurringResponse,
  RecurringStream,
  SafeToSpend,
  UpcomingItem,
} from '@finance/shared/contracts';
import { UPCOMING_DAYS } from '@finance/shared/contracts';
import {
  costOf,
  detectStreams,
  dueDates,
  isNewOn,
  looksLikeSubscription,
  streamAt,
  timingOn,
  type DetectedStream,
} from '../domain/recurring-streams';
import { addDaysIso } from '../lib/dates';
import { checkPersonToday } from '../lib/person-today';
import { badRequest, notFound } from '../lib/http-errors';
import type { DataAccess, Repositories } from '../repositories';
import type { Direction, PayeeRow, StoredStream } from '../repositories/recurring-repository';

/** Beyond this many rows written since the last computation, every payee is computed again (a first sync). */
const INCREMENTAL_ROWS_MAX = 5_000;
/** Accounts whose available balance is money to spend: checking and cash, not savings or investments. */
const CASH_SUBTYPES = new Set(['checking', 'cash', 'prepaid', 'cash management', 'paypal']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const dollars = (cents: number) => cents / 100;

/** A stream found in this computation, before it takes a stored stream's id and the person's choices. */
interface Found {
  key: string;
  direction: Direction;
  source: StoredStream['source'];
  providerStream: string | null;
  stream: DetectedStream;
}

/**
 * Recurring payments and income: found in the person's corrected transactions (services/../domain/recurring-streams)
 * and merged with the provider's streams, kept up to date payee by payee from the change log, with the person's
 * choices; and, for the person's today, what is due in the next 30 days and what is safe to spend until the next
 * income.
 */
export class RecurringService {
  constructor(
    private readonly data: DataAccess,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async read(userId: string, today: string): Promise<RecurringResponse> {
    checkPersonToday(today, this.now());
    await this.refresh(userId);
    const { recurring, items } = this.data.repositories;
    const [stored, accounts] = await Promise.all([recurring.streams(userId, null), items.listAccounts(userId)]);
    const streams = stored.map((s) => toResponse(s, today)).sort(byNextDate);
    const upcoming = upcomingOf(streams, today);
    const cash = accounts
      .filter((a) => a.type === 'depository' && (a.subtype === null || CASH_SUBTYPES.has(a.subtype)))
      .map((a) => ({
        account_id: a.account_id,
        name: a.name,
        available: a.balances.available ?? a.balances.current ?? 0,
      }));
    return { today, streams, upcoming, safe_to_spend: safeToSpend(streams, upcoming, cash, today) };
  }

  /** The person's choices about one stream; one event, so other pages follow. Answers as read does. */
  async change(userId: string, streamId: string, today: string, change: RecurringChange): Promise<RecurringResponse> {
    checkPersonToday(today, this.now());
    if (Object.values(change).every((value) => value === undefined)) {
      throw badRequest('body must name at least one of confirmed, dismissed, name, subscription');
    }
    await this.data.transactionFor(userId, async (tx) => {
      const stream = UUID.test(streamId) ? await tx.recurring.stream(userId, streamId) : undefined;
      if (!stream) throw notFound(`No recurring stream ${streamId.slice(0, 64)}`);
      await tx.recurring.setChoices(userId, streamId, {
        confirmed: change.confirmed ?? (change.dismissed ? false : stream.confirmed),
        dismissed: change.dismissed ?? (change.confirmed ? false : stream.dismissed),
        custom_name: change.name === undefined ? stream.custom_name : change.name,
        subscription: change.subscription === undefined ? stream.subscription : change.subscription,
      });
      await tx.events.record(userId, 'corrections', { count: 0 });
    });
    return this.read(userId, today);
  }

  /**
   * Brings the streams up to date with the person's change log, under their write lock: the payees of the rows
   * written or removed since the last computation (and of the streams that held them), or every payee the first time,
   * after a long absence (the log pruned), or after a large sync.
   */
  async refresh(userId: string): Promise<void> {
    const { recurring, transactionChanges } = this.data.repositories;
    const [sequence, state] = await Promise.all([transactionChanges.sequence(userId), recurring.state(userId)]);
    if (state && state.change_seq === sequence.last_seq && state.pending_keys.length === 0) return;
    await this.data.transactionFor(userId, async (tx) => {
      const { last_seq, pruned_through } = await tx.transactionChanges.sequence(userId);
      const since = await tx.recurring.state(userId);
      if (since && since.change_seq === last_seq && since.pending_keys.length === 0) return;
      let keys: string[] | null = null;
      if (since && BigInt(since.change_seq) >= BigInt(pruned_through)) {
        const changed = await tx.recurring.changedSince(userId, since.change_seq, INCREMENTAL_ROWS_MAX);
        if (changed) {
          const holding = await tx.recurring.keysHolding(userId, changed.ids);
          keys = [...new Set([...changed.keys, ...holding, ...since.pending_keys])].filter((k) => k !== '');
        }
      }
      if (keys === null || keys.length > 0) await recompute(tx, userId, keys);
      await tx.recurring.setComputedThrough(userId, last_seq);
    });
  }
}

/** The streams of these payees (every payee when null) found again, merged with the provider's, and stored. */
async function recompute(tx: Repositories, userId: string, keys: string[] | null): Promise<void> {
  const rows = await tx.recurring.payeeRows(userId, keys);
  const old = await tx.recurring.streams(userId, keys);
  const provider = await tx.recurring.providerStreams(userId);
  const found = detectAll(rows);

  const wanted = keys && new Set(keys);
  for (const p of provider) {
    const latest = p.rows[p.rows.length - 1];
    if (!latest || (wanted && !wanted.has(latest.key))) continue;
    const named = new Set(p.rows.map((r) => r.id));
    const same = found.find(
      (f) => f.direction === p.direction && f.stream.occurrences.some((o) => named.has(o.id)) && !f.providerStream,
    );
    if (same) {
      same.source = 'both';
      same.providerStream = p.stream_id;
      continue;
    }
    const stream = streamAt(p.rows, p.frequency);
    if (stream)
      found.push({ key: latest.key, direction: p.direction, source: 'provider', providerStream: p.stream_id, stream });
  }

  const lastIds = found.map((f) => f.stream.occurrences[f.stream.occurrences.length - 1]!.id);
  const details = await tx.recurring.details(userId, lastIds);
  const streams = carryChoices(found, old).map(({ f, id, from }) => {
    const last = details.get(f.stream.occurrences[f.stream.occurrences.length - 1]!.id);
    return toStored(f, id, { payee: f.key, category: 'UNCATEGORIZED', account_id: null, ...last }, from);
  });
  // A stream no longer found that the person chose something about is kept, as it was, for that choice.
  const kept = old.filter((o) => !streams.some((s) => s.stream_id === o.stream_id) && hasChoices(o));
  await tx.recurring.replace(userId, keys, [...streams, ...kept.map((o) => ({ ...o, found: false }))]);
}

function detectAll(rows: readonly PayeeRow[]): Found[] {
  const groups = new Map<string, PayeeRow[]>();
  for (const row of rows) {
    const group = `${row.direction}\u0000${row.key}`;
    const list = groups.get(group);
    if (list) list.push(row);
    else groups.set(group, [row]);
  }
  const found: Found[] = [];
  for (const list of groups.values()) {
    const { key, direction } = list[0]!;
    for (const stream of detectStreams(list)) {
      found.push({ key, direction, source: 'detected', providerStream: null, stream });
    }
  }
  return found;
}

const hasChoices = (s: StoredStream) => s.confirmed || s.dismissed || s.custom_name !== null || s.subscription !== null;

/**
 * Each stream found takes the id (and the person's choices) of the stored stream it shares the most transactions
 * with, or of the same provider stream; each stored stream goes to one at most. The others are new.
 */
function carryChoices(found: readonly Found[], old: readonly StoredStream[]) {
  const pairs: Array<{ f: number; o: number; shared: number }> = [];
  found.forEach((f, fi) => {
    const ids = new Set(f.stream.occurrences.map((o) => o.id));
    old.forEach((o, oi) => {
      if (o.direction !== f.direction) return;
      const shared = o.transaction_ids.filter((id) => ids.has(id)).length;
      const sameProvider = f.providerStream !== null && f.providerStream === o.provider_stream;
      if (shared > 0 || sameProvider) pairs.push({ f: fi, o: oi, shared: shared + (sameProvider ? 0.5 : 0) });
    });
  });
  pairs.sort((a, b) => b.shared - a.shared || a.f - b.f || a.o - b.o);
  const taken = new Map<number, number>();
  const used = new Set<number>();
  for (const pair of pairs) {
    if (taken.has(pair.f) || used.has(pair.o)) continue;
    taken.set(pair.f, pair.o);
    used.add(pair.o);
  }
  return found.map((f, fi) => {
    const from = taken.has(fi) ? old[taken.get(fi)!] : undefined;
    return { f, id: from?.stream_id ?? crypto.randomUUID(), from };
  });
}

function toStored(
  f: Found,
  id: string,
  { payee, category, account_id }: Pick<StoredStream, 'payee' | 'category' | 'account_id'>,
  from?: StoredStream,
): StoredStream {
  const { stream } = f;
  const cents = stream.occurrences.map((o) => o.cents);
  return {
    stream_id: id,
    payee_key: f.key,
    direction: f.direction,
    source: f.source,
    provider_stream: f.providerStream,
    payee,
    category,
    account_id,
    frequency: stream.frequency,
    average_cents: stream.averageCents,
    last_cents: stream.lastCents,
    low_cents: Math.min(...cents),
    high_cents: Math.max(...cents),
    first_date: stream.firstDate,
    last_date: stream.lastDate,
    next_date: stream.nextDate,
    occurrences: stream.occurrences.length,
    skipped: stream.skipped,
    steady: stream.steady,
    price_from_cents: stream.priceChange?.fromCents ?? null,
    price_to_cents: stream.priceChange?.toCents ?? null,
    price_since: stream.priceChange?.since ?? null,
    transaction_ids: stream.occurrences.map((o) => o.id),
    found: true,
    confirmed: from?.confirmed ?? false,
    dismissed: from?.dismissed ?? false,
    custom_name: from?.custom_name ?? null,
    subscription: from?.subscription ?? null,
  };
}

/** The amount a stream is expected to take or bring next time: its price when steady, else its average. */
const expectedCents = (s: Pick<StoredStream, 'steady' | 'last_cents' | 'average_cents'>) =>
  s.steady ? s.last_cents : s.average_cents;

function toResponse(s: StoredStream, today: string): RecurringStream {
  const timing = s.found ? timingOn({ frequency: s.frequency, nextDate: s.next_date }, today) : 'ENDED';
  const cost = costOf(s.frequency, expectedCents(s));
  return {
    stream_id: s.stream_id,
    name: s.custom_name ?? s.payee,
    payee: s.payee,
    direction: s.direction,
    frequency: s.frequency,
    category: s.category,
    account_id: s.account_id,
    average_amount: dollars(s.average_cents),
    last_amount: dollars(s.last_cents),
    low_amount: dollars(s.low_cents),
    high_amount: dollars(s.high_cents),
    first_date: s.first_date,
    last_date: s.last_date,
    next_date: s.next_date,
    occurrences: s.occurrences,
    skipped: s.skipped,
    steady: s.steady,
    price_change:
      s.price_from_cents !== null && s.price_to_cents !== null && s.price_since !== null
        ? { from_amount: dollars(s.price_from_cents), to_amount: dollars(s.price_to_cents), since: s.price_since }
        : null,
    timing,
    is_new: s.found && timing !== 'ENDED' && isNewOn({ frequency: s.frequency, firstDate: s.first_date }, today),
    is_active: timing !== 'ENDED',
    status:
      timing === 'ENDED'
        ? 'TOMBSTONED'
        : s.occurrences >= (s.frequency === 'ANNUALLY' ? 2 : 3)
          ? 'MATURE'
          : 'EARLY_DETECTION',
    source: s.source,
    confirmed: s.confirmed,
    dismissed: s.dismissed,
    subscription: s.subscription ?? looksLikeSubscription(s),
    monthly_amount: dollars(cost.monthly),
    yearly_amount: dollars(cost.yearly),
  };
}

const byNextDate = (a: RecurringStream, b: RecurringStream) =>
  Number(b.is_active) - Number(a.is_active) ||
  a.next_date.localeCompare(b.next_date) ||
  a.name.localeCompare(b.name) ||
  a.stream_id.localeCompare(b.stream_id);

/**
 * Every due date in the next 30 days of the streams the person has not dismissed that still go on, by date, from
 * each one's next date: one already past (within grace, or late) is still expected, and comes first.
 */
function upcomingOf(streams: readonly RecurringStream[], today: string): UpcomingItem[] {
  const until = addDaysIso(today, UPCOMING_DAYS);
  const items: UpcomingItem[] = [];
  for (const s of streams) {
    if (s.dismissed || s.timing === 'ENDED') continue;
    const after = addDaysIso(s.next_date < today ? s.next_date : today, -1);
    for (const date of dueDates({ frequency: s.frequency, nextDate: s.next_date }, after, until)) {
      items.push({ date, stream_id: s.stream_id, name: s.name, direction: s.direction, amount: expectedAmount(s) });
    }
  }
  return items.sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
}

const expectedAmount = (s: RecurringStream) => (s.steady ? s.last_amount : s.average_amount);

/**
 * Safe to spend until the next income: the cash accounts' available balances, less the bills they are expected to pay
 * until the day before the next income expected into them (the next 30 days when none is), those past due and not
 * seen yet included. Money in and out of other accounts (a card's charges, a savings account's interest) is not theirs.
 */
function safeToSpend(
  streams: readonly RecurringStream[],
  upcoming: readonly UpcomingItem[],
  accounts: SafeToSpend['accounts'],
  today: string,
): SafeToSpend {
  const cashAccounts = new Set(accounts.map((a) => a.account_id));
  const ofCash = new Set(
    streams.filter((s) => s.account_id !== null && cashAccounts.has(s.account_id)).map((s) => s.stream_id),
  );
  const theirs = upcoming.filter((u) => ofCash.has(u.stream_id));
  const nextIncome = theirs.find((u) => u.direction === 'inflow') ?? null;
  const until = nextIncome ? addDaysIso(nextIncome.date, -1) : addDaysIso(today, UPCOMING_DAYS);
  const bills = theirs.filter((u) => u.direction === 'outflow' && u.date <= until);
  const cents = (amount: number) => Math.round(amount * 100);
  const cashCents = accounts.reduce((sum, a) => sum + cents(a.available), 0);
  const billsCents = bills.reduce((sum, b) => sum + cents(b.amount), 0);
  return {
    until,
    next_income: nextIncome,
    accounts,
    cash: dollars(cashCents),
    bills,
    bills_total: dollars(billsCents),
    amount: dollars(cashCents - billsCents),
  };
}
