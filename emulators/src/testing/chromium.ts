import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/**
 * The one list of Chromium flags for every browser test here (the jest suites and the e2e suite): these machines
 * have no network but loopback, run as root and have no GPU, and the local hosted sign-in's certificate is self-signed.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--ignore-certificate-errors',
];

/** CHROMIUM_PATH, else Debian's /usr/bin/chromium; when neither exists, says how to get one. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter((path): path is string => !!path);
  const found = candidates.find((path) => fs.existsSync(path));
  if (!found) {
    throw new Error(
      `No Chromium found (looked at ${candidates.join(', ')}). Install one with "apt-get install -y chromium", ` +
        'or set CHROMIUM_PATH to a Chromium or Chrome executable.',
    );
  }
  return found;
}

/** Chromium for a jest suite's browser test, with the flags above. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS, headless: true });
}
