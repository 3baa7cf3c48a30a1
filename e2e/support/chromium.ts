import fs from 'node:fs';

/** Flags for Chromium on these machines: no network but loopback, root, no GPU; the local hosted UI is self-signed. */
export const CHROMIUM_ARGS = [
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
