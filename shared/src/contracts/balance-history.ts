import { Type, type Static } from '@sinclair/typebox';
import { IsoDate } from './common';
import { BALANCE_HISTORY_DAYS_MAX, BALANCE_HISTORY_MONTHS } from './limits';

/** GET /accounts/balance-history: the days to answer, at most the last BALANCE_HISTORY_MONTHS months. */
export const BalanceHistoryQuery = Type.Object({
  start_date: Type.Optional(IsoDate),
  end_date: Type.Optional(IsoDate),
});
export type BalanceHistoryQuery = Static<typeof BalanceHistoryQuery>;

const Sum = (description: string) => Type.Number({ description: `${description}; rounded to cents` });

/**
 * The sums of one day's balances by the accounts sidebar's groups (ACCOUNT_TYPE_GROUP: brokerage accounts are
 * investments; 'other' accounts are in no group and count nowhere here, as in the sidebar and the Dashboard). What is
 * held is positive; what is owed on a credit card or a loan is positive too, as the bank reports it.
 */
export const BalancesByType = Type.Object({
  depository: Sum('Bank accounts (checking, savings, cash): what they hold'),
  investment: Sum('Investment and brokerage accounts: what they hold'),
  credit: Sum('Credit cards: what is owed'),
  loan: Sum('Loans: what is owed'),
});
export type BalancesByType = Static<typeof BalancesByType>;

export const BalanceHistoryDay = Type.Object({
  date: Type.String({ description: 'The day (yyyy-MM-dd): each balance as it stood at its end' }),
  net_worth: Sum('assets minus liabilities'),
  assets: Sum('depository + investment'),
  liabilities: Sum('credit + loan'),
  by_type: BalancesByType,
  accounts: Type.Integer({
    description:
      "How many of the groups' accounts have a balance this day: an account counts from the oldest day its " +
      'balance is known (a bank account from its oldest transaction, at most 24 months before its first recorded ' +
      'balance; one kept by hand from its oldest transaction or the day it was added, whichever is earlier), and ' +
      'not while the bank gives no current balance',
  }),
  reconstructed: Type.Boolean({
    description:
      "true when at least one account's balance this day was walked back from its first recorded balance through " +
      "its transactions (the days before the account's first sync); false when every balance is one the bank " +
      'gave on a sync that day or before (the latest of them), or the opening balance of an account kept by hand ' +
      'moved by its transactions',
  }),
});
export type BalanceHistoryDay = Static<typeof BalanceHistoryDay>;

export const BalanceHistoryResponse = Type.Object(
  {
    start_date: Type.String({ description: 'First day covered (yyyy-MM-dd)' }),
    end_date: Type.String({ description: 'Last day covered (yyyy-MM-dd)' }),
    days: Type.Array(BalanceHistoryDay, {
      maxItems: BALANCE_HISTORY_DAYS_MAX,
      description:
        'One per day of the range on which any account has a balance, oldest first; the days before the first ' +
        'such day are left out',
    }),
  },
  {
    description:
      `Net worth day by day, at most the last ${BALANCE_HISTORY_MONTHS} months: the balances of the person's ` +
      "accounts in the sidebar's groups summed as they are, whatever their currency (as the sidebar and the " +
      'Dashboard sum them); an account removed is gone from every day. Positive amounts of transactions are money ' +
      'out: they lower what a bank or investment account holds and raise what a credit card or a loan owes. ' +
      'Every transaction that moved money counts, excluded ones and transfers included; pending ones do not, nor ' +
      'the parts of a split transaction (its whole counts), nor transactions added by hand to a bank account (the ' +
      "bank's balance does not hold them).",
  },
);
export type BalanceHistoryResponse = Static<typeof BalanceHistoryResponse>;
