import type { Locator, Page } from '@playwright/test';

/** A page of a feature not built yet (the placeholders remote): its card, with its title and "coming soon" line. */
export class ComingSoonPage {
  readonly card: Locator;

  constructor(
    readonly page: Page,
    readonly title: string,
  ) {
    this.card = page.getByRole('region', { name: title });
  }

  message(text: string): Locator {
    return this.card.getByText(text, { exact: true });
  }
}
