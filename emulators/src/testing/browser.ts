/**
 * Browser-test helpers for every workspace (`emulators/testing/browser`): Chromium with the one list of flags, and a
 * page server with an esbuild bundler for test pages. Apart from `emulators/testing`, so that the Node-only protocol
 * helpers load neither esbuild nor Playwright.
 */
export { CHROMIUM_FLAGS, chromiumPath, launchChromium } from './chromium';
export { bundle, startPageServer, type PageServer } from './page-server';
