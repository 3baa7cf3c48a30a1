// The journey of issue 32's point 2, on a desktop (corrections.spec.ts) and on a phone by touch (phone.spec.ts): the
// bank's "NON-NETWORK ATM FEE" has no merchant, and a rule on its description categorises every fee, past and new.
import type { Locator, Page } from '@playwright/test';
import { expect } from './test';
import { TransactionPanel } from '../page-models/transaction-panel';
import { apiTransactions, personToday, shiftDay } from '../page-models/transactions-api';
import type { TransactionsPage } from '../page-models/transactions-page';
import { newTransactionsAtTheBank, signedInUserId } from './accounts-api';

const FEE = 'NON-NETWORK ATM FEE';
const isFee = (name: string | null) => (name ?? '').toLowerCase().includes('atm fee');

export interface RuleJourneyOptions {
  bankId: string;
  /** A click on a desktop, a tap on a phone. */
  press: (target: Locator) => Promise<void>;
  /** Keeps a screenshot of the page as it is (and checks what the screen must check there). */
  look: (name: string) => Promise<void>;
}

/**
 * On /transactions with the bank's rows loaded: the first ATM fee given a category of the person's own, with the rule
 * "description contains ATM FEE" made from the panel (counted first); every fee then has it and says Rule (the one
 * changed by hand says Edited), its panel names the rule, and a fee the bank sends later arrives with it.
 */
export async function atmFeeRuleJourney(page: Page, transactions: TransactionsPage, options: RuleJourneyOptions) {
  const { bankId, press, look } = options;
  const fees = (await apiTransactions(page)).filter((t) => t.merchant_name === null && t.name === FEE);
  expect(fees.length).toBeGreaterThan(1);
  const [first, second] = fees as [(typeof fees)[0], (typeof fees)[0]];

  await transactions.search.fill('ATM FEE');
  await expect(transactions.row(first.transaction_id)).toBeVisible();
  await press(transactions.row(first.transaction_id).locator('[data-column="description"]'));
  const panel = new TransactionPanel(page, FEE);
  await expect(panel.root).toBeVisible();
  await panel.newCategory('ATM fees');

  // The offer starts from the whole description; the person keeps only its stable part.
  const offer = panel.descriptionRuleOffer();
  await expect(offer).toHaveAccessibleName(/contains "NON-NETWORK ATM FEE" as ATM fees/);
  await expect(panel.ruleMatch).toHaveValue('contains');
  await expect(panel.ruleText).toHaveValue(FEE);
  await panel.ruleText.fill('ATM FEE');
  await expect(offer).toHaveAccessibleName(
    /^Always categorize transactions whose description contains "ATM FEE" as ATM fees/,
  );
  // Counted over every fee the person has, beyond the months the screen holds.
  const today = await personToday(page);
  const everFees = (
    await apiTransactions(page, {
      start_date: shiftDay(today, { months: -119 }),
      end_date: shiftDay(today, { days: 2 }),
      search: 'ATM FEE',
    })
  ).filter((t) => isFee(t.name));
  await expect(panel.root).toContainText(`(changes ${everFees.length} existing transactions)`);
  await press(offer);
  await expect(offer).toBeChecked();
  await look('rule-offer');
  await press(panel.save);
  await expect(panel.root).toBeHidden();

  // Every fee of the view says ATM fees; the one changed by hand is the person's, the others the rule's.
  await expect
    .poll(async () => new Set(await transactions.columnTexts('category')), { timeout: 15_000 })
    .toEqual(new Set(['ATM fees']));
  expect(await transactions.marks(first.transaction_id)).toEqual(['Edited']);
  await expect.poll(() => transactions.marks(second.transaction_id)).toEqual(['Rule']);
  await look('rule-marks');

  // A fee's panel names the rule that categorised it.
  await press(transactions.row(second.transaction_id).locator('[data-column="description"]'));
  await expect(panel.root).toContainText('Categorized by the rule: description contains "ATM FEE"');
  await look('rule-named');
  await press(panel.root.getByRole('button', { name: 'Close transaction details' }));
  await expect(panel.root).toBeHidden();

  // A fee the bank sends later arrives categorised by the rule.
  const known = new Set((await apiTransactions(page)).map((t) => t.transaction_id));
  await newTransactionsAtTheBank(await signedInUserId(page), bankId, [
    { date: shiftDay(today, { days: -1 }), amount: 3, description: FEE },
  ]);
  await expect
    .poll(async () => (await apiTransactions(page)).filter((t) => !known.has(t.transaction_id)).length, {
      timeout: 30_000,
    })
    .toBe(1);
  const arrived = (await apiTransactions(page)).find((t) => !known.has(t.transaction_id))!;
  expect(arrived).toMatchObject({ name: FEE, merchant_name: null, rule_id: expect.stringMatching(/^rule_/) });
  await expect(transactions.row(arrived.transaction_id)).toBeVisible({ timeout: 30_000 });
  await expect(transactions.row(arrived.transaction_id).locator('[data-column="category"]')).toHaveText('ATM fees');
  expect(await transactions.marks(arrived.transaction_id)).toEqual(['Rule']);
  await look('rule-new-fee');
}
