import { expect, type Locator, type Page } from '@playwright/test';

/** A transaction's details beside the table, or the Add transaction form: a labelled dialog region. */
export class TransactionPanel {
  readonly root: Locator;
  readonly category: Locator;
  readonly name: Locator;
  readonly notes: Locator;
  readonly excluded: Locator;
  readonly save: Locator;
  readonly cancel: Locator;
  readonly alert: Locator;

  constructor(
    readonly page: Page,
    title: string | RegExp,
  ) {
    this.root = page.getByRole('dialog', { name: title });
    this.category = this.root.getByLabel('Category', { exact: true });
    this.name = this.root.getByLabel('Name', { exact: true });
    this.notes = this.root.getByLabel('Notes');
    this.excluded = this.root.getByRole('checkbox', { name: 'Leave out of totals and summaries' });
    this.save = this.root.getByRole('button', { name: 'Save' });
    this.cancel = this.root.getByRole('button', { name: 'Cancel' });
    this.alert = this.root.getByRole('alert');
  }

  /** Makes one of the person's own categories from the panel and chooses it. */
  async newCategory(name: string): Promise<void> {
    await this.root.getByRole('button', { name: 'New category' }).click();
    await this.root.getByLabel('New category name').fill(name);
    await this.root.getByRole('button', { name: 'Add category' }).click();
    await expect(this.category.locator('option:checked')).toHaveText(name);
  }

  ruleOffer(merchant: string, category: string): Locator {
    return this.root.getByRole('checkbox', { name: new RegExp(`^Always categorize ${merchant} as ${category}`) });
  }

  /** The offer of a rule on the description (a transaction with no merchant), whatever its text. */
  descriptionRuleOffer(): Locator {
    return this.root.getByRole('checkbox', { name: /^Always categorize transactions whose description / });
  }

  /** The description rule's text, and its way of matching (contains, is). */
  get ruleText(): Locator {
    return this.root.getByLabel('Description text');
  }

  get ruleMatch(): Locator {
    return this.root.getByLabel('Description match');
  }
}
