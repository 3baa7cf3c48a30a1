// What the screen says about a person's corrections. The failure texts are the specification's.
export const CORRECTION_TEXTS = {
  updateFailed: 'Failed to update transaction',
  addFailed: 'Failed to add transaction',
  manual: 'Added by you',
  fromBank: 'From the bank',
  transferNote: 'Between your own accounts: left out of money in and out',
  pairOpen: 'Pair as a transfer…',
  pairLabel: 'Other half of the transfer',
  pairButton: 'Pair as transfer',
  noPairCandidates: (amount: string, days: number) =>
    `No transaction of ${amount} the other way in another of your accounts within ${days} days`,
  excludeLabel: 'Leave out of totals and summaries',
  bankCategoryOption: (name: string) => `${name} (the bank's)`,
  alwaysCategorize: (merchant: string, category: string) => `Always categorize ${merchant} as ${category}`,
  countingMatches: '(counting the transactions it changes…)',
  ruleMatches: (count: number) =>
    count === 1
      ? '(changes 1 existing transaction)'
      : `(changes ${count.toLocaleString('en-US')} existing transactions)`,
  addTitle: 'Add transaction',
  amountNotValid: 'Enter an amount other than zero, with at most 2 decimals',
  descriptionRequired: 'Enter a description',
  accountRequired: 'Choose an account',
  marks: { manual: 'Manual', edited: 'Edited', excluded: 'Excluded', transfer: 'Transfer' },
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
