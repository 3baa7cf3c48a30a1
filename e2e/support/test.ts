import { expect, test as base } from '@playwright/test';

/** The name of the page function through which a page reports each Content-Security-Policy violation. */
const REPORT_BINDING = '__e2eReportCspViolation';

/**
 * Playwright's `test`, with one rule added to every spec: the pages it opens report no Content-Security-Policy
 * violation (the `securitypolicyviolation` event of every page and frame, and Chromium's console message for it).
 * So the whole suite shows every page working under the shell's policy. A spec that provokes a violation on purpose
 * takes it out of the `cspViolations` fixture (`cspViolations.splice(0)`); whatever is left at the end fails the spec.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding(REPORT_BINDING, (_source, violation: string) => violations.push(violation));
      await context.addInitScript((binding) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as Record<string, (text: string) => void>)[binding];
          report?.(
            `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}` +
              ` (${event.sourceFile}:${event.lineNumber})`,
          );
        });
      }, REPORT_BINDING);
      context.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
