// What the Rules section says, in one place for the section and its tests.
import type { Rule } from '@finance/shared/contracts';
import { categoryName, type CategoryNames } from '../../transactions/model/cell-format';
import { ruleMatchText } from '../../transactions/model/correction-texts';
import { transactionCount } from './settings-parts';

/** A rule in words: `Description contains "ATM FEE" → Bank Fees, shown as "Fee", left out of totals`. */
export function ruleText(rule: Rule, names: CategoryNames): string {
  const match = ruleMatchText(rule);
  const sets = [
    rule.category === null ? null : categoryName(rule.category, names),
    rule.display_name === null ? null : `shown as "${rule.display_name}"`,
    rule.excluded ? 'left out of totals' : null,
  ].filter((part) => part !== null);
  return `${match.charAt(0).toUpperCase()}${match.slice(1)} → ${sets.join(', ')}`;
}

export const RULE_TEXTS = {
  order: 'The first rule that matches a transaction sets it.',
  none:
    'You have no rules yet. To make one, open a transaction, change its category and tick "Always categorize …": ' +
    'transactions like it then get that category, those the bank sends later too.',
  failed: 'Failed to load your rules.',
  changeFailed: 'Failed to change the rule. Please try again.',
  matches: (count: number | undefined) => (count === undefined ? '' : `Matches ${transactionCount(count)}`),
  off: 'Off: it sets nothing',
  /** The names of a rule's controls: its place in the order tells the rules apart. */
  on: (place: number) => `Rule ${place} on`,
  moveUp: (place: number) => `Move rule ${place} up`,
  moveDown: (place: number) => `Move rule ${place} down`,
  edit: (place: number) => `Edit rule ${place}`,
  run: (place: number) => `Run on past transactions, rule ${place}`,
  delete: (place: number) => `Delete rule ${place}`,
  moved: (text: string, place: number, of: number) => `Moved "${text}" to place ${place} of ${of}.`,
  turned: (text: string, on: boolean) => `Turned ${on ? 'on' : 'off'} "${text}".`,
  saved: (text: string, applied: number) =>
    applied === 0 ? `Saved "${text}".` : `Saved "${text}": it changed ${transactionCount(applied)}.`,
  deleted: (text: string) => `Deleted "${text}".`,
  runTitle: 'Run the rule on past transactions?',
  runCounting: 'Counting the transactions it would change…',
  runCount: (count: number) =>
    count === 0
      ? 'It would change no transactions now.'
      : `It would change ${transactionCount(count)}: those it matches that you have not changed by hand and that no rule before it matches.`,
  ran: (text: string, applied: number) => `Ran "${text}": ${transactionCount(applied)} changed.`,
  deleteTitle: 'Delete the rule?',
  deleteText: (text: string) =>
    `"${text}" is deleted. The transactions it set keep their category; the bank's new ones no longer get it.`,
  editTitle: 'Edit the rule',
  fields: {
    field: 'Matches the',
    op: 'How',
    text: 'Text',
    category: 'Category',
    noCategory: 'Leave the category as it is',
    displayName: 'Display name',
    displayNameHint: 'Empty: the name stays as it is',
    exclude: 'Leave out of totals and summaries',
  },
  fieldNames: { merchant: 'merchant', name: 'description' },
} as const;
