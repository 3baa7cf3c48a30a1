import { Type, type Static } from '@sinclair/typebox';
import { DISPLAY_NAME_MAX, RECURRING_STREAMS_MAX } from './limits';
import { IsoDate, Nullable, PersonText, StringEnum } from './common';

const Amount = Type.Number({ description: 'Dollars, exact to the cent, positive whichever way the money goes' });
const Direction = StringEnum(['outflow', 'inflow'] as const);

export const RecurringQuery = Type.Object(
  {
    today: Type.String({
      minLength: 10,
      maxLength: 10,
      description: "The person's today, yyyy-MM-dd: a date within a year of the server's",
    }),
  },
  { additionalProperties: false },
);
export type RecurringQuery = Static<typeof RecurringQuery>;

export const RecurringStreamParams = Type.Object({ stream_id: Type.String({ minLength: 1, maxLength: 64 }) });
export type RecurringStreamParams = Static<typeof RecurringStreamParams>;

export const RecurringStream = Type.Object({
  stream_id: Type.String(),
  name: Type.String({ description: "The person's name for it, else the payee's" }),
  payee: Type.String({ description: 'The payee as the transactions show it (their search text)' }),
  direction: Direction,
  frequency: StringEnum(['WEEKLY', 'BIWEEKLY', 'MONTHLY', 'ANNUALLY'] as const),
  category: Type.String(),
  account_id: Nullable(Type.String({ description: 'The account of its latest transaction' })),
  average_amount: Amount,
  last_amount: Amount,
  low_amount: Amount,
  high_amount: Amount,
  first_date: IsoDate,
  last_date: IsoDate,
  next_date: IsoDate,
  occurrences: Type.Integer(),
  skipped: Type.Integer({ description: 'Intervals in its history with none' }),
  steady: Type.Boolean({ description: 'One price (within 2% or $1), as a subscription has; false: a varying bill' }),
  price_change: Nullable(
    Type.Object(
      { from_amount: Amount, to_amount: Amount, since: IsoDate },
      { description: 'The steady price changed' },
    ),
  ),
  timing: StringEnum(['EXPECTED', 'LATE', 'ENDED'] as const, {
    description: 'On today: due ahead or within grace; past due; a whole interval more gone by (cancelled)',
  }),
  is_new: Type.Boolean({ description: 'It began within two intervals of today' }),
  is_active: Type.Boolean(),
  status: StringEnum(['MATURE', 'EARLY_DETECTION', 'TOMBSTONED'] as const, {
    description: "Plaid's words: three or more occurrences (two for yearly); fewer; ended",
  }),
  source: StringEnum(['detected', 'provider', 'both'] as const),
  confirmed: Type.Boolean(),
  dismissed: Type.Boolean(),
  subscription: Type.Boolean({ description: "The person's mark, else a guess from its price and category" }),
  monthly_amount: Amount,
  yearly_amount: Amount,
});
export type RecurringStream = Static<typeof RecurringStream>;

export const UpcomingItem = Type.Object({
  date: IsoDate,
  stream_id: Type.String(),
  name: Type.String(),
  direction: Direction,
  amount: Amount,
});
export type UpcomingItem = Static<typeof UpcomingItem>;

export const SafeToSpend = Type.Object({
  until: IsoDate,
  next_income: Nullable(UpcomingItem),
  accounts: Type.Array(Type.Object({ account_id: Type.String(), name: Type.String(), available: Type.Number() })),
  cash: Type.Number({ description: "The cash accounts' available balances, added" }),
  bills: Type.Array(UpcomingItem, {
    description:
      'Bills the cash accounts pay until the day before the next income into them, those past due and not yet seen included',
  }),
  bills_total: Amount,
  amount: Type.Number({ description: 'cash - bills_total' }),
});
export type SafeToSpend = Static<typeof SafeToSpend>;

export const RecurringResponse = Type.Object(
  {
    today: IsoDate,
    streams: Type.Array(RecurringStream, { maxItems: RECURRING_STREAMS_MAX }),
    upcoming: Type.Array(UpcomingItem, {
      description: 'Expected in the next 30 days, by date: a due date past and not yet seen first (its stream goes on)',
    }),
    safe_to_spend: SafeToSpend,
  },
  {
    description:
      "Recurring payments and income found in the person's corrected transactions (and the provider's streams), " +
      'what is due in the next 30 days, and what is safe to spend until the next income.',
  },
);
export type RecurringResponse = Static<typeof RecurringResponse>;

export const RecurringChange = Type.Object(
  {
    confirmed: Type.Optional(Type.Boolean()),
    dismissed: Type.Optional(Type.Boolean()),
    name: Type.Optional(Nullable(PersonText({ maxLength: DISPLAY_NAME_MAX }))),
    subscription: Type.Optional(Nullable(Type.Boolean())),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type RecurringChange = Static<typeof RecurringChange>;
