import type { PlaywrightTestConfig } from '@playwright/test';
import e2eConfig from './playwright.config';

/**
 * The benches' stack: the e2e suite's, but with the identity service's tokens living as long as Cognito's do by default
 * (an hour, the emulator's default) instead of the suite's 30 s, which only the silent-refresh journey needs: a
 * person returning within the hour finds their token valid, and that is the visit the benches time.
 */
const suiteServer = e2eConfig.webServer as Exclude<PlaywrightTestConfig['webServer'], unknown[] | undefined>;
const { IDENTITY_TOKEN_TTL_SECONDS: _suiteTtl, ...env } = suiteServer.env ?? {};

export const benchWebServer: PlaywrightTestConfig['webServer'] = { ...suiteServer, env };
