import { transactionsHref } from './transactions-link';

describe('transactionsHref', () => {
  it('writes the dates and categories as the transactions screen reads them', () => {
    expect(transactionsHref({ from: '2026-11-01', to: '2026-11-29', categories: ['FOOD_AND_DRINK', 'custom:7'] })).toBe(
      '/transactions?from=2026-11-01&to=2026-11-29&category=FOOD_AND_DRINK&category=custom%3A7',
    );
  });

  it('writes a payee as the payee summary spells it, spaces and all, once', () => {
    const href = transactionsHref({ from: '2026-11-01', to: '2026-11-29', payee: 'Trader Joe’s & Co ' });
    expect(href).toBe('/transactions?from=2026-11-01&to=2026-11-29&payee=Trader+Joe%E2%80%99s+%26+Co+');
    expect(new URL(href, 'https://app.example').searchParams.get('payee')).toBe('Trader Joe’s & Co ');
    expect(transactionsHref({ payee: '' })).toBe('/transactions');
  });

  it('is the screen itself with no filter', () => {
    expect(transactionsHref()).toBe('/transactions');
  });
});
