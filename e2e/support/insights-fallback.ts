// Where the insights remote is not there, each of its pages shows the spec's placeholder it replaced: the remote down
// (its files refused) or not deployed (no entry in the runtime config, and nothing asked of its address).
import { expect, type Page } from '@playwright/test';

const INSIGHTS_ORIGIN = 'http://localhost:3005';

/** Reloads the open page with the remote down, then not deployed: the placeholder both times, no alert. */
export async function expectPlaceholderWithoutInsights(page: Page, placeholder: string): Promise<void> {
  await page.route(`${INSIGHTS_ORIGIN}/**`, (route) => route.abort('connectionrefused'));
  await page.reload();
  await expect(page.getByText(placeholder)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.unroute(`${INSIGHTS_ORIGIN}/**`);
  await page.route('**/runtime-config.json', async (route) => {
    const config = await (await route.fetch()).json();
    delete config.remotes.insights;
    await route.fulfill({ json: config });
  });
  const asked: string[] = [];
  page.on('request', (request) => asked.push(request.url()));
  await page.reload();
  await expect(page.getByText(placeholder)).toBeVisible();
  expect(asked.filter((url) => url.startsWith(`${INSIGHTS_ORIGIN}/`))).toEqual([]);
}
