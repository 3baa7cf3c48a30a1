// What the screen says about a person's corrections. The failure texts are the specification's (a rule's is ours: the
// specification has none).
import type { Rule, RuleMatchesQuery } from '@finance/shared/contracts';
import { RULE_CONTAINS_MIN } from '@finance/shared/data';

/** A rule's match in words: `description contains "ATM FEE"`, `merchant is "Starbucks"`. */
export function ruleMatchText(match: RuleMatchesQuery): string {
  return `${match.match_field === 'merchant' ? 'merchant' : 'description'} ${match.match_op ?? 'is'} "${match.match_value}"`;
}

export const CORRECTION_TEXTS = {
  updateFailed: 'Failed to update transaction',
  addFailed: 'Failed to add transaction',
  manual: 'Added by you',
  fromBank: 'From the bank',
  transferNote: 'Between your own accounts: left out of money in and out',
  transferByCategoryNote: 'Between your own accounts by its category: left out of money in and out',
  pairOpen: 'Pair as a transfer…',
  pairLabel: 'Other half of the transfer',
  pairButton: 'Pair as transfer',
  noPairCandidates: (amount: string, days: number) =>
    `No transaction of ${amount} the other way in another of your accounts within ${days} days`,
  excludeLabel: 'Leave out of totals and summaries',
  bankCategoryOption: (name: string) => `${name} (the bank's)`,
  alwaysCategorize: (merchant: string, category: string) => `Always categorize ${merchant} as ${category}`,
  alwaysCategorizeDescription: (op: string, text: string, category: string) =>
    `Always categorize transactions whose description ${op} "${text}" as ${category}`,
  ruleOpLabel: 'Description match',
  ruleTextLabel: 'Description text',
  ruleOps: { contains: 'contains', is: 'is' },
  ruleTextTooShort: `Enter at least ${RULE_CONTAINS_MIN} characters for the rule`,
  ruleTextRequired: 'Enter the description the rule matches',
  ruleFailed: 'Failed to save the rule',
  /** The panel's line about the rule that changed a transaction (null: it is being read, or it is gone). */
  changedByRule: (rule: Rule | null | undefined) =>
    rule
      ? `${rule.category === null ? 'Changed' : 'Categorized'} by the rule: ${ruleMatchText(rule)}`
      : 'Changed by a rule',
  countingMatches: '(counting the transactions it changes…)',
  ruleMatches: (count: number) =>
    count === 1
      ? '(changes 1 existing transaction)'
      : `(changes ${count.toLocaleString('en-US')} existing transactions)`,
  addTitle: 'Add transaction',
  amountNotValid: 'Enter an amount other than zero, with at most 2 decimals',
  descriptionRequired: 'Enter a description',
  accountRequired: 'Choose an account',
  marks: {
    manual: 'Manual',
    edited: 'Edited',
    rule: 'Rule',
    excluded: 'Excluded',
    transfer: 'Transfer',
    split: 'Split',
    reviewSplit: 'Review split',
  },
  selected: (count: number) => `${count.toLocaleString('en-US')} selected`,
  selectAllInView: (count: number) => `Select all ${count.toLocaleString('en-US')} in this view`,
  bulkUpdating: (count: number) =>
    `Updating ${count.toLocaleString('en-US')} ${count === 1 ? 'transaction' : 'transactions'}…`,
  bulkUpdated: (count: number) =>
    `${count.toLocaleString('en-US')} ${count === 1 ? 'transaction' : 'transactions'} updated`,
} as const;

/** The specification's text for a failed change, with the server's reason after it when it gave another. */
export function failureText(text: string, reason: unknown): string {
  const message = reason instanceof Error ? reason.message : '';
  return message && message !== text ? `${text}. ${message}` : text;
}
