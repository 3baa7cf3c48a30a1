import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from 'emulators/testing/browser';
import { SIGNED_IN_STATE } from './support/signed-in-user';
import { TRANSACTIONS_STATE } from './page-models/transactions-person';
import { E2E_TOKEN_TTL_SECONDS } from './support/stack-settings';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const APP_URL = 'http://localhost:3000';

/**
 * The suite lives in a US time zone rather than the machine's (often UTC), so that a date taken from UTC where the
 * person's or the bank's calendar is meant shows up as a failure: the browser (timezoneId), the test code and the
 * stack it starts (TZ, which the workers and the webServer inherit). The time-zones journeys take Honolulu too.
 */
export const E2E_TIME_ZONE = 'America/New_York';
process.env.TZ = E2E_TIME_ZONE;

/**
 * E2E_STACK=running: the specs run against a stack that already serves at the same addresses (the containers of
 * `npm run test:containers`) instead of starting `npm start`. Unset or `start`: the config starts the stack.
 */
const stack = process.env.E2E_STACK || 'start';
if (stack !== 'start' && stack !== 'running') {
  throw new Error(`E2E_STACK must be one of start, running, got "${stack}"`);
}

/** A phone's screen, touch and mobile viewport (the page's meta viewport rules, as on a phone). */
function phone(width: number, height: number) {
  return { viewport: { width, height }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
}

export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: APP_URL,
    browserName: 'chromium',
    ignoreHTTPSErrors: true,
    viewport: { width: 1280, height: 800 },
    timezoneId: E2E_TIME_ZONE,
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_FLAGS },
    trace: 'off',
  },
  projects: [
    // One person signs up through the hosted sign-in; the signed-in specs start from their session.
    { name: 'sign-up', testMatch: /sign-up\.setup\.ts/ },
    {
      name: 'signed-out',
      testMatch:
        /(public-routes|landing-prerender|remote-down|sign-in-journey|identity-down|security-headers)\.spec\.ts/,
      dependencies: ['sign-up'],
    },
    // Each accounts journey signs up its own person: they link banks, and must not see each other's.
    { name: 'accounts', testMatch: /accounts.*\.spec\.ts/ },
    {
      name: 'signed-in',
      testMatch: /(app-routes|shared-bus|session-refresh|session-returning|api-down|remote-release|settings)\.spec\.ts/,
      dependencies: ['sign-up'],
      use: { storageState: SIGNED_IN_STATE },
    },
    // Live updates: a person of their own links a bank, then the bank's changes reach the open pages.
    { name: 'real-time', testMatch: /real-time\.spec\.ts/ },
    // The container stack's API replicas behind its balancer: a person's streams on both get what one webhook caused.
    // Only against that stack (`npm run test:containers`): `npm start` runs one API process.
    ...(stack === 'running' ? [{ name: 'api-replicas', testMatch: /api-replicas\.spec\.ts/ }] : []),
    // A person's corrections (categories, rules, cash entries, bulk edits): each journey signs up its own person.
    { name: 'corrections', testMatch: /corrections\.spec\.ts/ },
    // The same journeys on a small and a large phone, and on a tablet held upright (768 px: still the one-column
    // layout), by touch; each signs up its own person.
    { name: 'phone-375', testMatch: /phone\.spec\.ts/, use: phone(375, 667) },
    { name: 'phone-412', testMatch: /phone\.spec\.ts/, use: phone(412, 915) },
    { name: 'tablet-768', testMatch: /phone\.spec\.ts/, use: phone(768, 1024) },
    // Accounts kept by hand: a person of their own keeps a cash wallet, at a desktop's size and on a phone by touch.
    { name: 'kept-by-hand', testMatch: /kept-by-hand\.spec\.ts/ },
    { name: 'kept-by-hand-375', testMatch: /kept-by-hand\.spec\.ts/, use: phone(375, 667) },
    // Split a transaction: a person of their own splits a receipt, at a desktop's size and on a phone by touch.
    { name: 'splits', testMatch: /splits\.spec\.ts/ },
    { name: 'splits-375', testMatch: /splits\.spec\.ts/, use: phone(375, 667) },
    // Export CSV of names third parties wrote at the bank: a person of their own, whose bank is given those names.
    { name: 'csv-export', testMatch: /csv-export\.spec\.ts/ },
    { name: 'dashboard', testMatch: /dashboard\.spec\.ts/ },
    { name: 'dashboard-375', testMatch: /dashboard\.spec\.ts/, use: phone(375, 667) },
    { name: 'trends', testMatch: /trends\.spec\.ts/ },
    { name: 'trends-375', testMatch: /trends\.spec\.ts/, use: phone(375, 667) },
    { name: 'budgets', testMatch: /budgets\.spec\.ts/ },
    { name: 'budgets-375', testMatch: /budgets\.spec\.ts/, use: phone(375, 667) },
    { name: 'coming', testMatch: /coming\.spec\.ts/ },
    { name: 'coming-375', testMatch: /coming\.spec\.ts/, use: phone(375, 667) },
    // A person in New York and one in Honolulu each link a bank whose calendar is a day ahead of theirs.
    { name: 'time-zones', testMatch: /time-zones\.spec\.ts/ },
    // One person links a bank for the transactions specs; they start from that person's session.
    { name: 'transactions-setup', testMatch: /transactions\.setup\.ts/ },
    {
      name: 'transactions',
      testMatch: /transactions.*\.spec\.ts/,
      dependencies: ['transactions-setup', 'sign-up'],
      use: { storageState: TRANSACTIONS_STATE },
    },
  ],
  webServer:
    stack === 'running'
      ? undefined
      : {
          // The local stack exactly as a person starts it: builds what is stale, then serves everything.
          command: 'node tooling/start.mjs',
          cwd: repoRoot,
          url: APP_URL,
          reuseExistingServer: !process.env.CI,
          timeout: 300_000,
          // The services' request logs stay out of the test report; their errors still show.
          stdout: 'ignore',
          stderr: 'pipe',
          // The stack on its embedded defaults (PGlite under .data/), as `npm start` runs it for a person, even where
          // DATABASE_URL is set for the API's own suites.
          env: { ...process.env, DATABASE_URL: '', IDENTITY_TOKEN_TTL_SECONDS: String(E2E_TOKEN_TTL_SECONDS) },
          // SIGTERM lets the start script stop the services it started (each in its own process group).
          gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
        },
});
