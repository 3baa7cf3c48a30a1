import { styleNonce } from './style-nonce';

describe('styleNonce', () => {
  afterEach(() => document.head.querySelector('meta[property="csp-nonce"]')?.remove());

  it('reads the nonce the server put in the page', () => {
    document.head.insertAdjacentHTML('afterbegin', '<meta property="csp-nonce" content="abc123==" />');
    expect(styleNonce()).toBe('abc123==');
  });

  it('is undefined on a page without one', () => {
    expect(styleNonce()).toBeUndefined();
  });
});
