import { defineConfig } from '@playwright/test';
import e2eConfig from './playwright.config';
import { benchWebServer } from './bench-stack';

/** The page-load benchmark: the e2e suite's browser and stack, its own folder, one long run. */
export default defineConfig({
  ...e2eConfig,
  testDir: './bench',
  testMatch: /.*\.bench\.ts/,
  projects: undefined,
  timeout: 30 * 60_000,
  webServer: benchWebServer,
});
