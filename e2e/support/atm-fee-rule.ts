// The journey of issue 32's point 2, on a desktop (corrections.spec.ts) and on a phone by touch (phone.spec.ts): the
// bank's "NON-NETWORK ATM FEE" has no merchant, and a rule on its description categorises every fee, past and new;
// then point 4's: the rule turned off in Settings no longer categorises a new fee, and it is deleted there.
import type { Locator, Page } from '@playwright/test';
import { expect } from './test';
import { TransactionPanel } from '../page-models/transaction-panel';
import { apiTransactions, personToday, shiftDay } from '../page-models/transactions-api';
import type { TransactionsPage } from '../page-models/transactions-page';
import { callApi } from '../page-models/api-as-person';
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
  const arrived = await feeArriving(page, bankId, known, shiftDay(today, { days: -1 }));
  expect(arrived).toMatchObject({ name: FEE, merchant_name: null, rule_id: expect.stringMatching(/^rule_/) });
  await expect(transactions.row(arrived.transaction_id)).toBeVisible({ timeout: 30_000 });
  await expect(transactions.row(arrived.transaction_id).locator('[data-column="category"]')).toHaveText('ATM fees');
  expect(await transactions.marks(arrived.transaction_id)).toEqual(['Rule']);
  await look('rule-new-fee');
}

/** A fee the bank sends on `day`, once it has arrived (the bank announces it, the app syncs it): the one not `known`. */
async function feeArriving(page: Page, bankId: string, known: Set<string>, day: string) {
  await newTransactionsAtTheBank(await signedInUserId(page), bankId, [{ date: day, amount: 3, description: FEE }]);
  await expect
    .poll(async () => (await apiTransactions(page)).filter((t) => !known.has(t.transaction_id)).length, {
      timeout: 30_000,
    })
    .toBe(1);
  return (await apiTransactions(page)).find((t) => !known.has(t.transaction_id))!;
}

/** The rule atmFeeRuleJourney makes from a fee's panel, made through the API: every fee then gets "ATM fees". */
export async function atmFeeRuleMade(page: Page): Promise<void> {
  const category = (await callApi(page, 'POST', '/categories', { body: { name: 'ATM fees' } })) as {
    category_id: string;
  };
  await callApi(page, 'POST', '/rules', {
    body: { match_field: 'name', match_op: 'contains', match_value: 'ATM FEE', category: category.category_id },
  });
}

/**
 * Once the ATM fee rule is made (atmFeeRuleJourney, atmFeeRuleMade): the Rules section of /settings says the rule in words with how many transactions it
 * matches; turned off there, a fee the bank sends later keeps the bank's category; deleted there, the list is empty
 * and what the rule set stays.
 */
export async function atmFeeRuleInSettings(page: Page, options: RuleJourneyOptions) {
  const { bankId, press, look } = options;
  const today = await personToday(page);
  const everFees = {
    start_date: shiftDay(today, { months: -119 }),
    end_date: shiftDay(today, { days: 2 }),
    search: 'ATM FEE',
  };
  const ruled = (await apiTransactions(page, everFees)).filter((t) => t.rule_id !== null);
  expect(ruled.length).toBeGreaterThan(1);

  await page.goto('/settings#rules');
  const section = page.getByRole('region', { name: 'Rules', exact: true });
  await expect(section).toContainText('The first rule that matches a transaction sets it.');
  const rules = section.getByRole('list', { name: 'Your rules' });
  await expect(rules.getByRole('listitem')).toHaveCount(1);
  const rule = rules.getByRole('listitem').first();
  await expect(rule).toContainText('Description contains "ATM FEE" → ATM fees');
  // It matches the fees it set (not one the person changed by hand).
  await expect(rule).toContainText(`Matches ${ruled.length} transactions`);
  const on = rule.getByRole('switch', { name: 'Rule 1 on' });
  await expect(on).toBeChecked();
  await look('settings-rule');

  await press(on);
  await expect(on).not.toBeChecked();
  await expect(section.getByRole('status')).toHaveText('Turned off "Description contains "ATM FEE" → ATM fees".');
  await expect(rule).toContainText('Off: it sets nothing');
  await expect(rule.getByRole('button', { name: 'Run on past transactions, rule 1' })).toHaveCount(0);
  await look('settings-rule-off');

  // Off, the rule leaves a new fee from the bank as the bank sent it.
  const known = new Set((await apiTransactions(page)).map((t) => t.transaction_id));
  const arrived = await feeArriving(page, bankId, known, shiftDay(today, { days: -1 }));
  expect(arrived).toMatchObject({ name: FEE, rule_id: null });
  expect(arrived.personal_finance_category?.primary).not.toMatch(/^cat_/);

  await press(rule.getByRole('button', { name: 'Delete rule 1' }));
  const remove = page.getByRole('dialog', { name: 'Delete the rule?' });
  await expect(remove).toContainText('The transactions it set keep their category');
  await look('settings-rule-delete');
  await press(remove.getByRole('button', { name: 'Delete' }));
  await expect(remove).toBeHidden();
  await expect(section.getByRole('status')).toHaveText('Deleted "Description contains "ATM FEE" → ATM fees".');
  await expect(section).toContainText('You have no rules yet.');
  await expect(section.getByRole('heading', { name: 'Your rules' })).toBeFocused();
  await look('settings-rule-deleted');
  // What it set stays the person's.
  const kept = await apiTransactions(page, everFees);
  expect(
    ruled.map((t) => kept.find((now) => now.transaction_id === t.transaction_id)?.personal_finance_category),
  ).toEqual(ruled.map((t) => t.personal_finance_category));
}
