// What a page must hold to on a phone: nothing wider than the screen, every control of the app's own a thumb's size,
// and 16 px text in fields (iOS zooms into smaller).
import { expect, type Locator, type Page } from '@playwright/test';

/** The smallest a control may be on a phone, both ways (WCAG 2.5.5, Apple's and Google's guidance). */
export const TOUCH_TARGET = 44;

/** How far the page scrolls sideways: 0 when it fits the screen. */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * The visible controls smaller than TOUCH_TARGET either way, described. A checkbox counts with its label (the label
 * takes the tap); links within running text (a paragraph's words) are left out, as WCAG leaves them out.
 */
export async function smallControls(page: Page): Promise<string[]> {
  return page.evaluate((minimum) => {
    const selector = 'a[href], button, input, select, textarea, summary, [role="button"], [role="slider"]';
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      if (element.closest('p') && element.matches('a')) continue;
      const target = element.matches('input[type="checkbox"], input[type="radio"]')
        ? (element.closest('label') ?? element)
        : element;
      const box = target.getBoundingClientRect();
      // Off the page (a skip link until focused) or clipped to nothing.
      if (box.width <= 1 || box.height <= 1 || box.right <= 0 || box.bottom <= 0) continue;
      if (box.width + 0.5 < minimum || box.height + 0.5 < minimum) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
        small.push(`${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`);
      }
    }
    return small;
  }, TOUCH_TARGET);
}

/** The visible fields whose text is under 16 px, described. */
export async function smallFieldText(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('input:not([type="checkbox"]):not([type="radio"]), select, textarea')]
      .filter((field) => field.checkVisibility() && Number.parseFloat(getComputedStyle(field).fontSize) < 16)
      .map((field) => `${field.tagName.toLowerCase()} ${field.getAttribute('aria-label') ?? field.id}`),
  );
}

/** The page fits the screen, its controls a thumb's size, its fields' text 16 px. */
export async function expectFitsPhone(page: Page): Promise<void> {
  expect(await sidewaysOverflow(page), 'sideways scroll in px').toBeLessThanOrEqual(0);
  expect(await smallControls(page), 'controls under 44 x 44 px').toEqual([]);
  expect(await smallFieldText(page), 'fields with text under 16 px').toEqual([]);
}

/** The element lies wholly inside the screen's width (a tab strip's or a dialog's part included). */
export async function expectWithinScreenWidth(page: Page, locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, 'on the page').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width + 0.5);
}

/**
 * Drags `from` onto `to` with a finger, as a phone's browser sees it: touch events through the DevTools protocol
 * (Playwright's touchscreen only taps). A press held past a long press (@hello-pangea/dnd waits 120 ms), then the
 * finger moves in steps and lifts.
 */
export async function dragByTouch(page: Page, from: Locator, to: Locator): Promise<void> {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  expect(start, 'what is dragged is on the page').not.toBeNull();
  expect(end, 'where it goes is on the page').not.toBeNull();
  const x = start!.x + start!.width / 2;
  const y = start!.y + start!.height / 2;
  const toY = end!.y + end!.height / 2;
  const cdp = await page.context().newCDPSession(page);
  try {
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', atY: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y: atY }],
      });
    await touch('touchStart', y);
    await page.waitForTimeout(300);
    const steps = 12;
    for (let step = 1; step <= steps; step += 1) {
      await touch('touchMove', y + ((toY - y) * step) / steps);
      await page.waitForTimeout(30);
    }
    // Let the list settle under the finger before it lifts.
    await page.waitForTimeout(300);
    await touch('touchEnd', toY);
  } finally {
    await cdp.detach();
  }
}
