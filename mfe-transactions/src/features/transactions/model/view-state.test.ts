import { transactionsHref } from '@finance/shared';
import { NO_FILTERS } from './filter';
import { DEFAULT_VIEW, readView, writeView, type ViewState } from './view-state';

describe('the view in the URL', () => {
  it('writes nothing for the default view and reads an empty query as the default view', () => {
    expect(writeView(DEFAULT_VIEW).toString()).toBe('');
    expect(readView(new URLSearchParams())).toEqual(DEFAULT_VIEW);
  });

  it('writes and reads back every part of a view', () => {
    const view: ViewState = {
      filters: {
        searchTerm: 'coffee & tea',
        startDate: '2026-01-01',
        endDate: '2026-03-31',
        minAmount: -20.5,
        maxAmount: 100,
        categories: ['Food and Drink', 'Travel'],
        account: ['acc-1'],
        institution: ['First Platypus Bank', 'Tartan Bank'],
        payee: 'Café "Ünïcode" & Co ',
      },
      sort: { id: 'amount', desc: true },
      page: 3,
      pageSize: 50,
    };
    const params = writeView(view);
    expect(params.get('sort')).toBe('-amount');
    expect(params.getAll('institution')).toEqual(['First Platypus Bank', 'Tartan Bank']);
    // The payee as the summary spells it, its trailing space and all: the rows it names match it exactly.
    expect(params.get('payee')).toBe('Café "Ünïcode" & Co ');
    expect(readView(new URLSearchParams(params.toString()))).toEqual(view);
    expect(readView(writeView({ ...DEFAULT_VIEW, sort: { id: 'date', desc: false } })).sort).toEqual({
      id: 'date',
      desc: false,
    });
  });

  it("reads a summary figure's link: its dates, its categories and its payee", () => {
    const href = transactionsHref({
      from: '2026-11-01',
      to: '2026-11-30',
      categories: ['UNCATEGORIZED'],
      payee: 'Starbucks',
    });
    const { filters } = readView(new URL(href, 'https://app.example').searchParams);
    expect(filters).toEqual({
      ...NO_FILTERS,
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      categories: ['UNCATEGORIZED'],
      payee: 'Starbucks',
    });
  });

  it('reads anything unreadable as the default', () => {
    const view = readView(new URLSearchParams('from=2026-02-30&to=yesterday&min=abc&max=&sort=-color&page=-2&size=10'));
    expect(view).toEqual({ ...DEFAULT_VIEW, filters: NO_FILTERS });
    expect(readView(new URLSearchParams('page=2.5')).page).toBe(1);
  });
});
