import { transactionsHref } from './transactions-link';

describe('transactionsHref', () => {
  it('writes the dates and categories as the transactions screen reads them', () => {
    expect(transactionsHref({ from: '2026-11-01', to: '2026-11-29', categories: ['FOOD_AND_DRINK', 'custom:7'] })).toBe(
      '/transactions?from=2026-11-01&to=2026-11-29&category=FOOD_AND_DRINK&category=custom%3A7',
    );
  });

  it('is the screen itself with no filter', () => {
    expect(transactionsHref()).toBe('/transactions');
  });
});
