import { changeOf, flowOf } from './money-flow';

const month = (month: string, spend: number, income: number) => ({
  month,
  spend,
  income,
  net: income - spend,
  transaction_count: 1,
});

describe('flowOf', () => {
  it('adds the months of the range up in cents', () => {
    // 0.1 + 0.2 in binary is 0.30000000000000004; in cents it is 30.
    expect(flowOf({ summary: [month('2026-10', 0.1, 1000.05), month('2026-11', 0.2, 0)] })).toEqual({
      spend: 0.3,
      income: 1000.05,
    });
  });

  it('is nothing for a range with no month', () => {
    expect(flowOf({ summary: [] })).toEqual({ spend: 0, income: 0 });
  });
});

describe('changeOf', () => {
  it.each([
    [1250.4, 1000.15, { direction: 'more', amount: 250.25 }],
    [80, 100.01, { direction: 'less', amount: 20.01 }],
    [0.3, 0.1 + 0.2, { direction: 'same', amount: 0 }],
    [0, 0, { direction: 'same', amount: 0 }],
  ])('compares %p with %p to the cent', (current, previous, change) => {
    expect(changeOf(current, previous)).toEqual(change);
  });
});
