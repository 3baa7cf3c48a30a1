// The accounts sidebar's groups by account type, their USD totals and the colour rule of balances; the Dashboard's net
// worth is taken from the same groups, so that the two pages never disagree.
import { ACCOUNT_GROUPS, OWED_GROUPS, accountGroupOf, type AccountGroup } from '../contracts/account-groups';
import type { Account, AccountType } from '../types/entities';

/** The four groups (contracts/account-groups.ts holds which types each takes, for the API's net worth too). */
export type GroupType = AccountGroup;

export const TYPE_GROUP_LABELS: Record<GroupType, string> = {
  depository: 'Bank Accounts',
  credit: 'Credit Cards',
  loan: 'Loans',
  investment: 'Investments',
};

export interface TypeGroup {
  type: GroupType;
  label: string;
  accounts: Account[];
  /** The sum of the accounts' current balances (a missing balance counts as 0), added up in cents. */
  total: number;
}

const cents = (amount: number | null | undefined) => Math.round((amount ?? 0) * 100);

/** Bank Accounts, Credit Cards, Loans, Investments in that order; only the types that have accounts. */
export function groupByType(accounts: readonly Account[]): TypeGroup[] {
  return ACCOUNT_GROUPS.map((type) => {
    const members = accounts.filter((account) => accountGroupOf(account.type) === type);
    const total = members.reduce((sum, account) => sum + cents(account.balances.current), 0) / 100;
    return { type, label: TYPE_GROUP_LABELS[type], accounts: members, total };
  }).filter((group) => group.accounts.length > 0);
}

export type BalanceTone = 'positive' | 'negative';

/**
 * Money held (depository, investment) is green when non-negative and red below zero; money owed (credit, loan) is the
 * inverse: red when non-negative, green below zero.
 */
export function balanceTone(type: AccountType, amount: number): BalanceTone {
  const nonNegative = amount >= 0;
  const group = accountGroupOf(type);
  const owed = group !== null && OWED_GROUPS.includes(group);
  return nonNegative !== owed ? 'positive' : 'negative';
}

/** What the groups hold and owe: Bank Accounts and Investments are assets, Credit Cards and Loans liabilities. */
export interface NetWorth {
  assets: number;
  liabilities: number;
  /** assets minus liabilities */
  netWorth: number;
}

/**
 * Net worth from the sidebar's groups, in cents: what is held minus what is owed. An 'other' account counts in
 * neither, as it counts in no group's total; a credit card with a credit balance (below zero) lowers what is owed.
 */
export function netWorthOf(groups: readonly TypeGroup[]): NetWorth {
  let assets = 0;
  let liabilities = 0;
  for (const group of groups) {
    const total = cents(group.total);
    if (OWED_GROUPS.includes(group.type)) liabilities += total;
    else assets += total;
  }
  return { assets: assets / 100, liabilities: liabilities / 100, netWorth: (assets - liabilities) / 100 };
}
