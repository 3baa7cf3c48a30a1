// @ts-check
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { withLandingPage } from '../webpack/landing-page.mjs';

const landing = { head: '<style>.a{}</style>', root: '<main>Landing</main>' };

describe('withLandingPage', () => {
  it('puts the head part last in <head> and the markup in the empty #root, minified or not', () => {
    for (const root of ['<div id=root></div>', '<div id="root"></div>']) {
      const page = `<html><head><title>t</title></head><body>${root}</body></html>`;
      assert.equal(
        withLandingPage(page, landing),
        '<html><head><title>t</title><style>.a{}</style></head><body><div id="root"><main>Landing</main></div></body></html>',
      );
    }
  });

  it('refuses a page without an empty #root, rather than building a page without the landing page', () => {
    assert.throws(
      () => withLandingPage('<html><head></head><body><div id="root">x</div></body></html>', landing),
      /no empty #root/,
    );
  });
});
