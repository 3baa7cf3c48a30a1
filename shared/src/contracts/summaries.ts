import { Type, type Static } from '@sinclair/typebox';
import { IsoDate, Nullable } from './common';

const Range = {
  start_date: Type.String({ description: 'First day covered (yyyy-MM-dd)' }),
  end_date: Type.String({ description: 'Last day covered (yyyy-MM-dd)' }),
};

export const SummaryQuery = Type.Object({
  start_date: Type.Optional(IsoDate),
  end_date: Type.Optional(IsoDate),
});
export type SummaryQuery = Static<typeof SummaryQuery>;

export const PayeeQuery = Type.Object({
  start_date: Type.Optional(IsoDate),
  end_date: Type.Optional(IsoDate),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 25 })),
});
export type PayeeQuery = Static<typeof PayeeQuery>;

const SPEND_NOTE =
  'Spend is money out that is no transfer between own accounts (TRANSFER_IN, TRANSFER_OUT, credit card payments); ' +
  'income is money in that is no transfer; amounts in the currency of the transactions. Default range: the last 18 ' +
  'months.';

export const CategorySummaryResponse = Type.Object(
  {
    ...Range,
    total_spend: Type.Number(),
    summary: Type.Array(
      Type.Object({
        category: Type.String({
          description: 'Personal finance category primary, e.g. FOOD_AND_DRINK; UNCATEGORIZED when none',
        }),
        total: Type.Number(),
        count: Type.Integer(),
        share: Type.Number({ description: 'Fraction of total_spend, 0..1' }),
      }),
      { description: 'Largest first' },
    ),
  },
  { description: 'Spend by category. ' + SPEND_NOTE },
);
export type CategorySummaryResponse = Static<typeof CategorySummaryResponse>;

export const MonthSummaryResponse = Type.Object(
  {
    ...Range,
    summary: Type.Array(
      Type.Object({
        month: Type.String({ description: 'yyyy-MM' }),
        spend: Type.Number(),
        income: Type.Number({ description: 'Money in that is not a transfer' }),
        net: Type.Number({ description: 'income - spend' }),
        transaction_count: Type.Integer(),
      }),
      { description: 'Every month of the range, oldest first, zeros where nothing happened' },
    ),
  },
  { description: 'Spend and income by month. ' + SPEND_NOTE },
);
export type MonthSummaryResponse = Static<typeof MonthSummaryResponse>;

export const PayeeSummaryResponse = Type.Object(
  {
    ...Range,
    summary: Type.Array(
      Type.Object({
        payee: Type.String({ description: 'Merchant name, else the transaction name' }),
        total: Type.Number(),
        count: Type.Integer(),
        last_date: Type.String({ description: 'Latest transaction with this payee (yyyy-MM-dd)' }),
      }),
      { description: 'Largest spend first, at most `limit`' },
    ),
  },
  { description: 'Spend by payee. ' + SPEND_NOTE },
);
export type PayeeSummaryResponse = Static<typeof PayeeSummaryResponse>;

export const TrendsResponse = Type.Object(
  {
    ...Range,
    months: Type.Array(Type.String({ description: 'yyyy-MM' })),
    trends: Type.Array(
      Type.Object({
        category: Type.String(),
        total: Type.Number(),
        average: Type.Number({ description: 'Mean spend per month of the range' }),
        months: Type.Array(
          Type.Object({
            month: Type.String(),
            total: Type.Number(),
            change: Nullable(Type.Number({ description: 'total minus the previous month; null for the first month' })),
            change_pct: Nullable(
              Type.Number({
                description: 'change as a percentage of the previous month; null when that month is 0 or first',
              }),
            ),
          }),
        ),
      }),
      { description: 'One per category, largest total first' },
    ),
  },
  { description: "Each category's spend month over month. " + SPEND_NOTE },
);
export type TrendsResponse = Static<typeof TrendsResponse>;
