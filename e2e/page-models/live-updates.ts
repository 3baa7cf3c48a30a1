import { expect, type Locator, type Page, type Request } from '@playwright/test';

declare const window: Window & { __sameDocument?: boolean };

/**
 * What a signed-in page shows of the live updates: the polite notice of what arrived, and the event stream's request
 * (so a spec can tell that it carries the ID token in its header, and that it ends on sign-out). A mark set in the
 * document tells whether the page was reloaded since.
 */
export class LiveUpdates {
  readonly notice: Locator;
  private readonly streams: Request[] = [];
  private readonly ended = new Set<Request>();

  constructor(readonly page: Page) {
    this.notice = page.getByTestId('live-notice');
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/events') this.streams.push(request);
    });
    page.on('requestfailed', (request) => this.ended.add(request));
    page.on('requestfinished', (request) => this.ended.add(request));
  }

  /** Loads the page at the path and waits until its event stream is open (a change after that reaches it). */
  async open(path: string): Promise<void> {
    const opened = this.page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/events' && response.status() === 200,
    );
    await this.page.goto(path);
    await opened;
  }

  /** The stream's latest request: the ID token in its Authorization header, nothing in its URL but the path. */
  async expectTokenOnlyInHeader(): Promise<void> {
    const request = this.streams.at(-1)!;
    expect(new URL(request.url()).search).toBe('');
    expect(await request.headerValue('authorization')).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
  }

  /** Resolves once every stream the page opened has ended. */
  async expectStreamsClosed(): Promise<void> {
    await expect.poll(() => this.streams.filter((request) => !this.ended.has(request)).length).toBe(0);
  }

  async markDocument(): Promise<void> {
    await this.page.evaluate(() => (window.__sameDocument = true));
  }

  /** True while the document marked is still the page's: no reload or full navigation since. */
  async sameDocument(): Promise<boolean> {
    return this.page.evaluate(() => window.__sameDocument === true);
  }
}
