// Accounts kept by hand (issue 32), as plain values: the API's schemas and the apps share them, and the apps import
// them (through @finance/shared/data) without the schema code.

/**
 * Accounts kept by hand stand together as one institution, with this id (never a provider's: theirs are `ins_...`)
 * and this name, so that every list grouped by institution shows them as their own group.
 */
export const KEPT_BY_HAND_ID = 'kept_by_hand';
export const KEPT_BY_HAND_NAME = 'Your accounts';

/**
 * What kind of account a person keeps by hand, its label, and the provider's type and subtype it is stored as (so
 * that the sidebar's groups, the balances' colours and the filters treat it as a bank's account of that kind).
 */
export const HAND_KEPT_KINDS = {
  cash: { label: 'Cash', type: 'depository', subtype: 'cash' },
  checking: { label: 'Checking', type: 'depository', subtype: 'checking' },
  credit_card: { label: 'Credit card', type: 'credit', subtype: 'credit card' },
  loan: { label: 'Loan', type: 'loan', subtype: null },
  other: { label: 'Other', type: 'other', subtype: null },
} as const;
export type HandKeptKind = keyof typeof HAND_KEPT_KINDS;
export const HAND_KEPT_KIND_VALUES = [
  'cash',
  'checking',
  'credit_card',
  'loan',
  'other',
] as const satisfies readonly HandKeptKind[];

/**
 * What a person calls an account they keep by hand: the label of the kind it was made as ("Cash"), found again from
 * the provider's type and subtype it is stored as; a bank's own words where none matches.
 */
export function handKeptKindLabel(type: string, subtype: string | null): string {
  const kind = HAND_KEPT_KIND_VALUES.find(
    (k) => HAND_KEPT_KINDS[k].type === type && HAND_KEPT_KINDS[k].subtype === subtype,
  );
  return kind ? HAND_KEPT_KINDS[kind].label : [type, subtype].filter(Boolean).join(' · ');
}
