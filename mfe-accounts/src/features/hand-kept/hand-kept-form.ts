// The rules of the form that adds an account kept by hand, and of a rename: what is read from each field and what is
// said when it cannot be.
import type { HandKeptAccountBody } from '@finance/shared/contracts';
import { ACCOUNT_NAME_MAX, MANUAL_AMOUNT_MAX, type HandKeptKind } from '@finance/shared/data';

export const HAND_KEPT_TEXTS = {
  add: 'Add Account',
  adding: 'Adding...',
  dialogTitle: 'Add an account kept by hand',
  nameRequired: 'Enter a name',
  nameTooLong: `A name is at most ${ACCOUNT_NAME_MAX} characters`,
  currencyNotValid: 'Enter a currency code of three letters, e.g. USD',
  balanceHint: 'What it holds today; for a credit card or a loan, what you owe.',
  balanceNotValid: 'Enter an amount with at most 2 decimals, e.g. 100.00 or -25.50',
  addFailed: 'Failed to add account',
  renameFailed: 'Failed to rename account',
  none: 'No accounts kept by hand yet: add your cash, or an account your bank does not link.',
} as const;

export interface HandKeptFields {
  name: string;
  kind: HandKeptKind;
  currency: string;
  openingBalance: string;
}

export const EMPTY_FIELDS: HandKeptFields = { name: '', kind: 'cash', currency: 'USD', openingBalance: '0.00' };

/** A name's problem (trimmed as the API trims it), or null. */
export function nameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return HAND_KEPT_TEXTS.nameRequired;
  return trimmed.length > ACCOUNT_NAME_MAX ? HAND_KEPT_TEXTS.nameTooLong : null;
}

/** An opening balance as typed: an optional minus, digits and at most 2 decimals, within the bound; null otherwise. */
export function parseBalance(text: string): number | null {
  const trimmed = text.trim().replace(/^\+/, '');
  if (!/^-?\d{1,10}(\.\d{1,2})?$/.test(trimmed)) return null;
  const amount = Number(trimmed);
  return Math.abs(amount) <= MANUAL_AMOUNT_MAX ? amount : null;
}

export type FieldProblems = Partial<Record<'name' | 'currency' | 'openingBalance', string>>;

/** The body to send, or the problems of the fields that keep it from being sent. */
export function readFields(fields: HandKeptFields): { body: HandKeptAccountBody } | { problems: FieldProblems } {
  const problems: FieldProblems = {};
  const name = nameProblem(fields.name);
  if (name) problems.name = name;
  const currency = fields.currency.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) problems.currency = HAND_KEPT_TEXTS.currencyNotValid;
  const balance = parseBalance(fields.openingBalance);
  if (balance === null) problems.openingBalance = HAND_KEPT_TEXTS.balanceNotValid;
  if (Object.keys(problems).length > 0 || balance === null) return { problems };
  return {
    body: { name: fields.name.trim(), kind: fields.kind, iso_currency_code: currency, opening_balance: balance },
  };
}
