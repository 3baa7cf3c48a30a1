import { expect, test } from '../support/test';
import { LandingPage } from '../page-models/landing-page';

const REMOTE_MANIFEST = 'http://localhost:3004/mf-manifest.json';

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split('; ')
      .map((directive) => directive.split(' '))
      .map(([n, ...s]) => [n, s]),
  );
}

test('the shell page carries its policy and the web tier headers, with no HSTS locally', async ({ request }) => {
  const response = await request.get('/accounts/default');
  const headers = response.headers();
  const policy = directives(headers['content-security-policy'] ?? '');
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
  expect(policy['object-src']).toEqual(["'none'"]);
  expect(policy['script-src']).toEqual(
    expect.arrayContaining(["'self'", 'http://localhost:3001', 'http://localhost:3004', 'http://localhost:4010']),
  );
  expect(policy['connect-src']).toEqual(
    expect.arrayContaining(['http://localhost:4000', 'https://localhost:9443', 'http://localhost:9229']),
  );
  expect(policy['frame-src']).toEqual(['http://localhost:4010']);
  expect(headers['content-security-policy']).not.toContain('unsafe');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['strict-transport-security']).toBeUndefined();
});

test('run-time styles carry the page load nonce, and injected inline code is blocked and reported', async ({
  page,
  cspViolations,
}) => {
  const reports: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/csp-report')) reports.push(request.postData() ?? '');
  });
  // Once the app has taken over the prerendered page: its styles are the run-time ones by then.
  await new LandingPage(page).goto();
  const styles = await page.evaluate(() => {
    const nonce = document.querySelector('meta[property="csp-nonce"]')?.getAttribute('content');
    const runTime = [...document.querySelectorAll('style')].filter((style) => style.hasAttribute('data-styled'));
    return { nonce, count: runTime.length, allCarryIt: runTime.every((style) => style.nonce === nonce) };
  });
  expect(styles.nonce).toBeTruthy();
  expect(styles.count).toBeGreaterThan(0);
  expect(styles.allCarryIt).toBe(true);

  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  // Reported three ways: the page's event, Chromium's console message, and the report to the shell's server.
  await expect.poll(() => reports.length).toBeGreaterThan(0);
  await expect.poll(() => cspViolations.length).toBe(2);
  expect(cspViolations.splice(0).join('\n')).toContain('script-src');
  expect(await page.evaluate(() => 'injected' in window)).toBe(false);
});

test("the remotes' servers send CORS to the shell's origin only", async ({ request }) => {
  const shell = await request.get(REMOTE_MANIFEST, { headers: { Origin: 'http://localhost:3000' } });
  expect(shell.headers()['access-control-allow-origin']).toBe('http://localhost:3000');
  const other = await request.get(REMOTE_MANIFEST, { headers: { Origin: 'https://elsewhere.example' } });
  expect(other.status()).toBe(200);
  expect(other.headers()['access-control-allow-origin']).toBeUndefined();
});
