// The split editor's parts as typed, and the split they make. Amounts are typed as the panel shows the whole's: without
// its sign, in its direction (a $50.00 refund is split into 30 and 20, not -30 and -20); a part the other way takes a
// minus. They are read, summed and compared in whole cents (integers), never as floating-point dollars, and sent in the
// data's convention (positive: money out).
import type { Transaction } from '@finance/shared';
import type { SplitPart } from '@finance/shared/contracts';
import { formatMoney, MANUAL_AMOUNT_MAX } from '@finance/shared/data';
import { centsOf } from './cents';

export interface PartDraft {
  /** Which part this is across additions and removals (React's key, the focus's target). */
  key: number;
  amount: string;
  /** A category key; '' for none (the whole's, as the server takes an absent one). */
  category: string;
  notes: string;
}

let keys = 0;
const partDraft = (amount: string, category: string, notes = ''): PartDraft => ({
  key: ++keys,
  amount,
  category,
  notes,
});

/** +1 when the whole is money out (or zero), -1 when money in: what turns a typed amount into the data's. */
const directionOf = (whole: Transaction) => (whole.amount < 0 ? -1 : 1);

/** Cents as the app shows money: "$50.00", "-$5.00". */
export const moneyOfCents = (cents: number, whole: Transaction) => formatMoney(cents / 100, whole.iso_currency_code);

/** The whole as the panel shows it: cents without the sign. */
export const wholeCents = (whole: Transaction) => Math.abs(centsOf(whole.amount));

/** The parts as the panel shows them (in the whole's direction): in cents. */
export const partsCents = (whole: Transaction, parts: readonly Transaction[]) =>
  parts.reduce((sum, part) => sum + centsOf(part.amount) * directionOf(whole), 0);

/** A new split: the first part holding the whole amount, the second empty; both in the whole's category. */
export function newSplitDraft(whole: Transaction): PartDraft[] {
  const category = whole.personal_finance_category?.primary ?? '';
  return [partDraft(centsText(wholeCents(whole)), category), partDraft('', category)];
}

/** A split's parts to change, as typed. */
export function draftOfParts(whole: Transaction, parts: readonly Transaction[]): PartDraft[] {
  return parts.map((part) =>
    partDraft(
      centsText(centsOf(part.amount) * directionOf(whole)),
      part.personal_finance_category?.primary ?? '',
      part.notes ?? '',
    ),
  );
}

/** Another empty part, in the whole's category. */
export function addedPart(whole: Transaction): PartDraft {
  return partDraft('', whole.personal_finance_category?.primary ?? '');
}

/** Cents as an amount to type: "50.00", "-5.25". */
function centsText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const size = Math.abs(cents);
  return `${sign}${Math.floor(size / 100)}.${String(size % 100).padStart(2, '0')}`;
}

/** An amount as typed, in cents: digits with at most 2 decimals, maybe a minus, not zero; null otherwise. */
export function typedCents(text: string): number | null {
  const match = /^(-)?(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  if (cents === 0 || cents > MANUAL_AMOUNT_MAX * 100) return null;
  return match[1] ? -cents : cents;
}

/** What is left of the whole once the parts typed so far are taken (a part not yet a valid amount takes nothing). */
export function remainderCents(whole: Transaction, drafts: readonly PartDraft[]): number {
  return drafts.reduce((left, draft) => left - (typedCents(draft.amount) ?? 0), wholeCents(whole));
}

/** Why the parts cannot be saved yet: a part's amount (its index), or parts that do not add up to the whole. */
export type SplitProblem = { kind: 'amount'; part: number } | { kind: 'total' };

/** The first reason the parts cannot be saved; null when they can. */
export function splitProblem(whole: Transaction, drafts: readonly PartDraft[]): SplitProblem | null {
  if (remainderCents(whole, drafts) !== 0) return { kind: 'total' };
  const part = drafts.findIndex((draft) => typedCents(draft.amount) === null);
  return part >= 0 ? { kind: 'amount', part } : null;
}

/** The parts to send, in the data's convention; only valid drafts (splitProblem null) make sense. */
export function splitPartsOf(whole: Transaction, drafts: readonly PartDraft[]): SplitPart[] {
  return drafts.map((draft) => {
    const notes = draft.notes.trim();
    return {
      amount: ((typedCents(draft.amount) ?? 0) * directionOf(whole)) / 100,
      ...(draft.category ? { category: draft.category } : {}),
      ...(notes ? { notes } : {}),
    };
  });
}
