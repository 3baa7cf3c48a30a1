import { defineConfig } from '@playwright/test';
import e2eConfig from './playwright.config';
import { benchWebServer } from './bench-stack';

/** `npm run bench -w mfe-insights`: the Dashboard, Trends and Budgets at 200,000 transactions, on the e2e suite's stack. */
export default defineConfig({
  ...e2eConfig,
  testDir: './bench',
  testMatch: /(insights|budgets|coming)\.speed\.ts/,
  projects: undefined,
  timeout: 60 * 60_000,
  webServer: benchWebServer,
});
