import { templateFor } from './accounts';
import { parts } from './calendar';
import {
  ATM_FEE,
  ATM_WITHDRAWAL,
  CARD_PAYMENT_IN,
  CARD_PAYMENT_OUT,
  DIVIDEND,
  EVERYDAY,
  INTEREST,
  MONTHLY_BILLS,
  MORTGAGE_PAYMENT,
  PAYROLL,
  RETIREMENT_CONTRIBUTION,
  STUDENT_LOAN_PAYMENT,
  TRANSFER_FROM_CHECKING,
  TRANSFER_TO_SAVINGS,
  TRAVEL,
  type MerchantSpec,
} from './merchants';
import type { SeededRandom } from './seeded-random';
import type { Draft } from './transaction';

/** Pay day: every other Friday, counted from a fixed Friday so the schedule never depends on when the item was made. */
export function isPayday(day: string): boolean {
  const fridayIndex = Math.floor(Date.parse(`${day}T00:00:00Z`) / (7 * 86_400_000));
  return parts(day).weekday === 5 && fridayIndex % 2 === 0;
}

/**
 * One day of a household's money across the item's accounts: pay every other Friday, monthly bills, transfers to
 * savings, card and loan payments with both sides, interest and dividends, and everyday spending.
 */
export function dailyActivity(masks: string[], day: string, random: SeededRandom): Draft[] {
  const drafts: Draft[] = [];
  const has = (mask: string) => masks.includes(mask);
  const add = (mask: string, spec: MerchantSpec, amount: number) => drafts.push({ mask, spec, amount, day });
  const { dayOfMonth, month, isLastOfMonth } = parts(day);
  const checking = has('0000') ? '0000' : undefined;
  const card = has('3333') ? '3333' : undefined;
  const spendFrom = card ?? checking;

  if (checking) {
    if (isPayday(day)) add(checking, PAYROLL, -random.amount(...PAYROLL.amount));
    for (const bill of MONTHLY_BILLS) {
      if (bill.day !== dayOfMonth) continue;
      // The mortgage replaces rent when the household has one.
      if (bill.spec.detailed === 'RENT_AND_UTILITIES_RENT' && has('8888')) continue;
      add(checking, bill.spec, random.amount(...bill.spec.amount));
    }
    if (dayOfMonth === 2) {
      const savings = ['1111', '4444'].find(has);
      if (savings) {
        const amount = random.amount(...TRANSFER_TO_SAVINGS.amount);
        add(checking, TRANSFER_TO_SAVINGS, amount);
        add(savings, TRANSFER_FROM_CHECKING, -amount);
      }
    }
    if (card && dayOfMonth === 25) {
      const amount = random.amount(...CARD_PAYMENT_OUT.amount);
      add(checking, CARD_PAYMENT_OUT, amount);
      add(card, CARD_PAYMENT_IN, -amount);
    }
    if (dayOfMonth === 5 && has('7777')) {
      add(checking, STUDENT_LOAN_PAYMENT, STUDENT_LOAN_PAYMENT.amount[0]);
      add('7777', STUDENT_LOAN_PAYMENT, -STUDENT_LOAN_PAYMENT.amount[0]);
    }
    if (dayOfMonth === 1 && has('8888')) {
      add(checking, MORTGAGE_PAYMENT, MORTGAGE_PAYMENT.amount[0]);
      add('8888', MORTGAGE_PAYMENT, -MORTGAGE_PAYMENT.amount[0]);
    }
    if (random.chance(0.04)) {
      add(checking, ATM_WITHDRAWAL, Math.round(random.int(2, 10)) * 20);
      if (random.chance(0.5)) add(checking, ATM_FEE, 3);
    }
  }
  for (const mask of masks) {
    const template = templateFor(mask);
    if (template.type === 'depository' && template.subtype !== 'checking' && isLastOfMonth) {
      add(mask, INTEREST, -random.amount(...INTEREST.amount));
    }
    if (template.type === 'investment') {
      if (dayOfMonth === 15) add(mask, RETIREMENT_CONTRIBUTION, -random.amount(...RETIREMENT_CONTRIBUTION.amount));
      if (dayOfMonth === 28 && month % 3 === 0) add(mask, DIVIDEND, -random.amount(...DIVIDEND.amount));
    }
  }
  if (spendFrom) {
    const purchases = random.pick([0, 1, 1, 2, 2, 3]);
    for (let i = 0; i < purchases; i += 1) {
      const spec = random.pick(EVERYDAY);
      // A card holder still uses the debit card now and then.
      const from = checking && card && random.chance(0.25) ? checking : spendFrom;
      add(from, spec, random.amount(...spec.amount));
    }
    if (random.chance(0.012)) {
      const spec = random.pick(TRAVEL);
      add(spendFrom, spec, random.amount(...spec.amount));
    }
  }
  return drafts;
}

/** A few purchases, for an update that lands on a day already generated. */
export function extraPurchases(masks: string[], day: string, random: SeededRandom): Draft[] {
  const from = masks.includes('3333') ? '3333' : masks.includes('0000') ? '0000' : masks[0];
  if (!from) return [];
  return Array.from({ length: random.int(2, 3) }, () => {
    const spec = random.pick(EVERYDAY);
    return { mask: from, spec, amount: random.amount(...spec.amount), day };
  });
}
