import { Type, type Static } from '@sinclair/typebox';
import { IsoDate, Nullable, RefTo } from './common';

const NullableString = Nullable(Type.String());
const StringList = (description: string) =>
  Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 100, description });

export const TransactionsQuery = Type.Object({
  start_date: IsoDate,
  end_date: IsoDate,
  account: Type.Optional(StringList('account_id; repeat the parameter for several')),
  category: Type.Optional(StringList('personal finance category primary (e.g. FOOD_AND_DRINK) or a category entry')),
  search: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'Matches name, merchant and category' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, description: 'At most this many rows (the newest)' })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 10000000, description: 'Rows to skip first' })),
});
export type TransactionsQuery = Static<typeof TransactionsQuery>;

export const PersonalFinanceCategory = Type.Object({
  primary: Type.String({ description: 'e.g. FOOD_AND_DRINK' }),
  detailed: NullableString,
});
export type PersonalFinanceCategory = Static<typeof PersonalFinanceCategory>;

export const Transaction = Type.Object(
  {
    transaction_id: Type.String(),
    account_id: Type.String(),
    date: Type.String({ description: 'yyyy-MM-dd' }),
    authorized_date: NullableString,
    amount: Type.Number({ description: 'Positive: money out; negative: money in (Plaid convention)' }),
    iso_currency_code: NullableString,
    merchant_name: NullableString,
    name: NullableString,
    category: Type.Array(Type.String()),
    personal_finance_category: Nullable(PersonalFinanceCategory),
    payment_channel: NullableString,
    pending: Type.Boolean(),
    account_name: Type.String(),
    account_mask: NullableString,
    institution_id: Type.String(),
    institution_name: Type.String(),
  },
  { $id: 'Transaction', title: 'Transaction' },
);
export type Transaction = Static<typeof Transaction>;

export const TransactionsResponse = Type.Object({
  start_date: Type.String(),
  end_date: Type.String(),
  count: Type.Integer(),
  transactions: Type.Array(RefTo(Transaction), { description: 'Newest first' }),
});
export type TransactionsResponse = Static<typeof TransactionsResponse>;
