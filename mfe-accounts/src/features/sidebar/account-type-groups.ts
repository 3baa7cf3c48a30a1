// The sidebar's groups by account type, their USD totals and the colour rule of balances.
import type { Account, AccountType } from '@finance/shared';

/** The four groups, in their order. */
export type GroupType = 'depository' | 'credit' | 'loan' | 'investment';

export const TYPE_GROUP_LABELS: Record<GroupType, string> = {
  depository: 'Bank Accounts',
  credit: 'Credit Cards',
  loan: 'Loans',
  investment: 'Investments',
};

const GROUP_ORDER: readonly GroupType[] = ['depository', 'credit', 'loan', 'investment'];

/** Plaid's brokerage accounts are investments; its 'other' accounts belong to none of the four groups. */
function groupOf(type: AccountType): GroupType | null {
  if (type === 'brokerage') return 'investment';
  return type === 'other' ? null : type;
}

export interface TypeGroup {
  type: GroupType;
  label: string;
  accounts: Account[];
  /** The sum of the accounts' current balances (a missing balance counts as 0). */
  total: number;
}

/** Bank Accounts, Credit Cards, Loans, Investments in that order; only the types that have accounts. */
export function groupByType(accounts: readonly Account[]): TypeGroup[] {
  return GROUP_ORDER.map((type) => {
    const members = accounts.filter((account) => groupOf(account.type) === type);
    const total = members.reduce((sum, account) => sum + (account.balances.current ?? 0), 0);
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
  const owed = type === 'credit' || type === 'loan';
  return nonNegative !== owed ? 'positive' : 'negative';
}
