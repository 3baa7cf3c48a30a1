import { Type, type Static } from '@sinclair/typebox';
import { IsoDate, Nullable, RefTo, StringEnum } from './common';

const NullableString = Nullable(Type.String());
const StringList = (description: string) =>
  Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 100, description });

export const TRANSACTIONS_FORMATS = ['full', 'compact'] as const;

/** A split whole's state (and its parts'): as the person split it, or to be looked at again (the bank changed it). */
export const SPLIT_STATES = ['split', 'review'] as const;
export type SplitState = (typeof SPLIT_STATES)[number];
const NullableSplitState = (options: { description?: string } = {}) =>
  Type.Unsafe<SplitState | null>({ type: ['string', 'null'], enum: [...SPLIT_STATES, null], ...options });

/** The largest `limit` of GET /transactions: a first page, not a way to page through 50,000 rows. */
export const TRANSACTIONS_LIMIT_MAX = 500;

/**
 * The most rows one GET /transactions response holds, by format (about 47 MB compact, 37 MB full): a set larger than
 * this is refused (400), to be asked for in narrower ranges. Far above a household's 18 months.
 */
export const TRANSACTIONS_ANSWER_MAX_ROWS = { compact: 250_000, full: 50_000 } as const;

/**
 * Where a copy of the person's transactions stands in their changes: every answer of the set carries one, and GET
 * /transactions/changes answers what changed since it (opaque; another person's, a malformed or a too old one: 410).
 */
const ChangesCursor = Type.String({
  description: 'The place of this copy in the changes: see GET /transactions/changes',
});

export const TransactionsQuery = Type.Object({
  start_date: IsoDate,
  end_date: IsoDate,
  account: Type.Optional(StringList('account_id; repeat the parameter for several')),
  category: Type.Optional(StringList('personal finance category primary (e.g. FOOD_AND_DRINK) or a category entry')),
  search: Type.Optional(
    Type.String({ minLength: 1, maxLength: 200, description: 'Matches name, merchant and category' }),
  ),
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: TRANSACTIONS_LIMIT_MAX,
      description:
        `At most this many rows (1 to ${TRANSACTIONS_LIMIT_MAX}): the newest of the set (date descending, then the ` +
        'latest stored first), so a first page can show at once; `total` tells how many the whole set holds. ' +
        'Without it, every row of the set',
    }),
  ),
  offset: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 10000000, description: 'Rows to skip first (in the same order)' }),
  ),
  format: Type.Optional(
    StringEnum(TRANSACTIONS_FORMATS, {
      description:
        'full (default): every field of every transaction. compact: what the apps show, each account once and each ' +
        'transaction as a row (TransactionsCompactResponse), about a third of the size',
    }),
  ),
});
export type TransactionsQuery = Static<typeof TransactionsQuery>;

export const PersonalFinanceCategory = Type.Object({
  primary: Type.String({ description: 'e.g. FOOD_AND_DRINK' }),
  detailed: NullableString,
});
export type PersonalFinanceCategory = Static<typeof PersonalFinanceCategory>;

/** The fields every form of a transaction has. */
const TransactionFields = {
  transaction_id: Type.String(),
  account_id: Type.String(),
  date: Type.String({ description: 'yyyy-MM-dd' }),
  amount: Type.Number({ description: 'Positive: money out; negative: money in (Plaid convention)' }),
  iso_currency_code: NullableString,
  merchant_name: NullableString,
  name: NullableString,
  category: Type.Array(Type.String()),
  pending: Type.Boolean(),
  account_name: Type.String(),
  account_mask: NullableString,
  institution_name: Type.String(),
  // The person's corrections (contracts/corrections.ts); personal_finance_category.primary is already the corrected one.
  display_name: Nullable(
    Type.String({ description: "The person's name for it, shown instead of merchant_name or name" }),
  ),
  bank_category: Nullable(Type.String({ description: "The bank's primary category, whatever the person chose" })),
  notes: Nullable(Type.String()),
  excluded: Type.Boolean({ description: 'Left out of totals and summaries by the person' }),
  manual: Type.Boolean({ description: 'Added by the person (cash or manual), not from the bank' }),
  transfer_id: Nullable(
    Type.String({ description: 'The other half of a transfer between own accounts (left out of money in and out)' }),
  ),
  rule_id: Nullable(
    Type.String({
      description: 'The rule that set its category, name or exclusion; null when the person did, or none',
    }),
  ),
  split_of: Nullable(
    Type.String({
      description:
        'A part of a split transaction (id `split-<uuid>`): the transaction_id of the whole it is part of; null for any other',
    }),
  ),
  split: NullableSplitState({
    description:
      "Set on a split whole and on each of its parts: `split`, or `review` once the bank changed the whole's " +
      'amount so that the parts no longer add up to it. A whole with `split` set is shown and counted by its parts ' +
      '(totals, summaries, category counts count the parts, never the whole); null: not split',
  }),
  bank_detailed_category: Nullable(
    Type.String({
      description:
        "The bank's detailed category (e.g. LOAN_PAYMENTS_CREDIT_CARD_PAYMENT) while the bank's category stands; null " +
        'once the person or a rule set a category (even the same one). The summaries read it: a credit card payment ' +
        "moves money between the person's own accounts, so it is neither spending nor income",
    }),
  ),
};

/** A transaction as the apps hold it: what they show, with its account's name and mask and its institution. */
export const Transaction = Type.Object({
  ...TransactionFields,
  personal_finance_category: Nullable(
    Type.Object({ primary: Type.String({ description: "e.g. FOOD_AND_DRINK, or the person's cat_ id" }) }),
  ),
});
export type Transaction = Static<typeof Transaction>;

/** Every field the API keeps of a transaction (GET /transactions, format full). */
export const TransactionDetail = Type.Object(
  {
    ...TransactionFields,
    authorized_date: NullableString,
    personal_finance_category: Nullable(PersonalFinanceCategory),
    payment_channel: NullableString,
    institution_id: Type.String(),
  },
  { $id: 'TransactionDetail', title: 'Transaction' },
);
export type TransactionDetail = Static<typeof TransactionDetail>;

export const TransactionsResponse = Type.Object({
  start_date: Type.String(),
  end_date: Type.String(),
  count: Type.Integer({ description: 'Rows in this response' }),
  total: Type.Integer({ description: 'Rows in the whole set (the range and filters), whatever limit and offset say' }),
  transactions: Type.Array(RefTo(TransactionDetail), { description: 'Newest first' }),
  cursor: ChangesCursor,
});
export type TransactionsResponse = Static<typeof TransactionsResponse>;

/** An account as the compact response names it once, for all its transactions. */
export const TransactionAccount = Type.Object({
  account_id: Type.String(),
  account_name: Type.String(),
  account_mask: NullableString,
  institution_name: Type.String(),
});
export type TransactionAccount = Static<typeof TransactionAccount>;

/** The columns of a compact row, in order. */
export const TRANSACTION_ROW_COLUMNS = [
  'transaction_id',
  'account',
  'date',
  'amount',
  'iso_currency_code',
  'merchant_name',
  'name',
  'category',
  'personal_finance_category_primary',
  'pending',
  'display_name',
  'bank_category',
  'notes',
  'excluded',
  'manual',
  'transfer_id',
  'rule_id',
  'split_of',
  'split',
  'bank_detailed_category',
] as const;

/** One transaction of the compact response; `account` is the index of its account in `accounts`. */
export const TransactionRow = Type.Tuple(
  [
    Type.String(),
    Type.Integer({ minimum: 0 }),
    Type.String(),
    Type.Number(),
    NullableString,
    NullableString,
    NullableString,
    Type.Array(Type.String()),
    NullableString,
    Type.Boolean(),
    NullableString,
    NullableString,
    NullableString,
    Type.Boolean(),
    Type.Boolean(),
    NullableString,
    NullableString,
    NullableString,
    NullableSplitState(),
    NullableString,
  ],
  { description: `[${TRANSACTION_ROW_COLUMNS.join(', ')}]` },
);
export type TransactionRow = Static<typeof TransactionRow>;

export const TransactionsCompactResponse = Type.Object(
  {
    start_date: Type.String(),
    end_date: Type.String(),
    count: Type.Integer({ description: 'Rows in this response' }),
    total: Type.Integer({
      description: 'Rows in the whole set (the range and filters), whatever limit and offset say',
    }),
    accounts: Type.Array(TransactionAccount, { description: "The user's accounts, each once" }),
    rows: Type.Array(TransactionRow, { description: 'Newest first' }),
    cursor: ChangesCursor,
  },
  { description: 'GET /transactions?format=compact: what the apps show, each account named once' },
);
export type TransactionsCompactResponse = Static<typeof TransactionsCompactResponse>;

/** The most changes (rows written and ids removed) one GET /transactions/changes page holds. */
export const TRANSACTION_CHANGES_PAGE_MAX = 5_000;

/** GET /transactions/changes */
export const TransactionChangesQuery = Type.Object({
  cursor: Type.String({ minLength: 1, maxLength: 300, description: 'From GET /transactions, or the previous page' }),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: TRANSACTION_CHANGES_PAGE_MAX, description: 'Changes in this page at most' }),
  ),
});
export type TransactionChangesQuery = Static<typeof TransactionChangesQuery>;

export const TransactionChangesResponse = Type.Object(
  {
    cursor: ChangesCursor,
    has_more: Type.Boolean({ description: 'More changes follow: ask again with this cursor' }),
    accounts: Type.Array(TransactionAccount, { description: "The user's accounts, each once (rows index into it)" }),
    removed: Type.Array(Type.String(), { description: 'transaction_ids removed since the cursor: remove them first' }),
    rows: Type.Array(TransactionRow, { description: 'Rows added or changed since the cursor, as they are now' }),
  },
  {
    description:
      "GET /transactions/changes: what changed in the person's transactions since a cursor, as the provider's " +
      'transactions/sync: apply `removed`, then `rows` (by transaction_id), keep `cursor`, and ask again while has_more',
  },
);
export type TransactionChangesResponse = Static<typeof TransactionChangesResponse>;
