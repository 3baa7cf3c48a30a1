import {
  budgetsAtRisk,
  categoryAboveTypical,
  duplicateCharges,
  DUPLICATES_MAX,
  incomeNews,
  insightId,
  newPayees,
  priceRises,
} from '../src/domain/insight-rules';

/** Each rule fires on facts worked out by hand, and stays silent just short of its bound. Today: 20 November 2026. */
const TODAY = '2026-11-20';

describe('insightId', () => {
  it('is the kind and a digest of what it is about: the same statement the same id, another another, short enough', () => {
    const long = insightId('duplicate_charge', `manual-${'a'.repeat(36)}`, `manual-${'b'.repeat(36)}`);
    expect(long).toMatch(/^duplicate_charge:[A-Za-z0-9_-]{22}$/);
    expect(insightId('duplicate_charge', `manual-${'a'.repeat(36)}`, `manual-${'b'.repeat(36)}`)).toBe(long);
    expect(insightId('duplicate_charge', 'ab', 'c')).not.toBe(insightId('duplicate_charge', 'a', 'bc'));
  });
});

describe('categoryAboveTypical', () => {
  it('fires at 50% and $50 above the median of the three months before, with its numbers and link', () => {
    // Median of 200.00, 260.00, 180.00 = 200.00; 300.00 is 50% above and 100.00 more.
    const [insight, ...rest] = categoryAboveTypical(
      [{ category: 'FOOD_AND_DRINK', name: 'Food And Drink', current: 30_000, previous: [20_000, 26_000, 18_000] }],
      TODAY,
    );
    expect(rest).toEqual([]);
    expect(insight).toEqual({
      id: insightId('category_above_typical', 'FOOD_AND_DRINK', '2026-11'),
      kind: 'category_above_typical',
      text: 'Food And Drink: $300.00 so far this month, 50% above its typical $200.00 a month (the median of the three months before).',
      numbers: { current: 30_000, typical: 20_000, previous_1: 20_000, previous_2: 26_000, previous_3: 18_000 },
      link: { from: '2026-11-01', to: TODAY, categories: ['FOOD_AND_DRINK'] },
    });
  });

  it('is silent a cent short of 50%, under $50 more, with no typical month, or without three months', () => {
    const facts = [
      { category: 'A', name: 'A', current: 29_999, previous: [20_000, 20_000, 20_000] },
      { category: 'B', name: 'B', current: 8_000, previous: [5_000, 5_000, 5_000] },
      { category: 'C', name: 'C', current: 90_000, previous: [0, 0, 0] },
      { category: 'D', name: 'D', current: 90_000, previous: [100, 200] },
    ];
    expect(categoryAboveTypical(facts, TODAY)).toEqual([]);
  });
});

describe('newPayees', () => {
  it('fires for a first charge of $100 or more in the last 30 days', () => {
    expect(
      newPayees([{ payee: 'Crate & Barrel', transactionId: 'tx-1', date: '2026-10-21', cents: 10_000 }], TODAY),
    ).toEqual([
      {
        id: insightId('new_payee', 'tx-1'),
        kind: 'new_payee',
        text: 'New payee: Crate & Barrel charged $100.00 on Oct 21, 2026, the first time you paid them.',
        numbers: { amount: 10_000, date: '2026-10-21' },
        link: { from: '2026-10-21', to: '2026-10-21', payee: 'Crate & Barrel' },
      },
    ]);
  });

  it('is silent at $99.99, 31 days back, or dated after today', () => {
    expect(
      newPayees(
        [
          { payee: 'A', transactionId: 'a', date: '2026-11-19', cents: 9_999 },
          { payee: 'B', transactionId: 'b', date: '2026-10-20', cents: 50_000 },
          { payee: 'C', transactionId: 'c', date: '2026-11-21', cents: 50_000 },
        ],
        TODAY,
      ),
    ).toEqual([]);
  });
});

describe('priceRises', () => {
  it('fires for a rise in the last 45 days: by how much, and what it adds up to in a year', () => {
    // 17.99 - 15.49 = 2.50, 16% of 15.49; 12 payments: 30.00 a year.
    const [insight] = priceRises(
      [
        {
          streamId: 's1',
          name: 'Netflix',
          payee: 'Netflix',
          fromCents: 1549,
          toCents: 1799,
          since: '2026-10-15',
          perYear: 12,
        },
      ],
      TODAY,
    );
    expect(insight).toMatchObject({
      id: insightId('price_rise', 's1', '2026-10-15'),
      text: 'Netflix went up from $15.49 to $17.99 (16%) on Oct 15, 2026: $30.00 more a year.',
      numbers: { from: 1549, to: 1799, since: '2026-10-15', yearly: 3000 },
      link: { from: '2026-07-15', to: TODAY, payee: 'Netflix' },
    });
  });

  it('is silent for a price that fell, or a rise 46 days back', () => {
    expect(
      priceRises(
        [
          { streamId: 'a', name: 'A', payee: 'A', fromCents: 1799, toCents: 1549, since: '2026-11-01', perYear: 12 },
          { streamId: 'b', name: 'B', payee: 'B', fromCents: 1000, toCents: 1100, since: '2026-10-05', perYear: 12 },
        ],
        TODAY,
      ),
    ).toEqual([]);
  });
});

describe('budgetsAtRisk', () => {
  it('fires when the pace so far comes to 10% over, and says a budget already over', () => {
    // 20 of 30 days: 240.00 spent comes to 240.00 * 30 / 20 = 360.00, 60.00 over 300.00 (more than 330.00).
    const insights = budgetsAtRisk(
      [
        { category: 'FOOD_AND_DRINK', name: 'Food And Drink', available: 30_000, spent: 24_000 },
        { category: 'TRAVEL', name: 'Travel', available: 10_000, spent: 10_001 },
      ],
      TODAY,
    );
    expect(insights.map((i) => i.text)).toEqual([
      'Food And Drink is likely to go over budget: $240.00 spent in 20 of 30 days comes to $360.00 at this pace, $60.00 over its $300.00.',
      'Travel is over budget: $100.01 spent of $100.00, $0.01 over.',
    ]);
    expect(insights[0]).toMatchObject({
      id: insightId('budget_pace', 'FOOD_AND_DRINK', '2026-11'),
      numbers: { spent: 24_000, available: 30_000, projected: 36_000, day: 20, days: 30 },
    });
  });

  it('is silent at a pace of exactly 10% over, before the 5th, and with no budget or spending', () => {
    // 220.00 * 30 / 20 = 330.00: exactly 10% over 300.00.
    expect(budgetsAtRisk([{ category: 'A', name: 'A', available: 30_000, spent: 22_000 }], TODAY)).toEqual([]);
    expect(budgetsAtRisk([{ category: 'A', name: 'A', available: 100, spent: 90_000 }], '2026-11-04')).toEqual([]);
    expect(
      budgetsAtRisk(
        [
          { category: 'A', name: 'A', available: 0, spent: 500 },
          { category: 'B', name: 'B', available: 500, spent: 0 },
        ],
        TODAY,
      ),
    ).toEqual([]);
  });
});

describe('incomeNews', () => {
  const pay = {
    streamId: 'pay',
    name: 'Acme Payroll',
    payee: 'Acme Payroll',
    lastDate: '2026-11-17',
    lastCents: 200_000,
    nextDate: '2026-12-01',
    expectedCents: 200_000,
    late: false,
  };

  it('says income arrived in the last 3 days, and income that is late', () => {
    expect(incomeNews([pay], TODAY)).toEqual([
      {
        id: insightId('income_arrived', 'pay', '2026-11-17'),
        kind: 'income_arrived',
        text: 'Acme Payroll arrived: $2,000.00 on Nov 17, 2026.',
        numbers: { amount: 200_000, date: '2026-11-17' },
        link: { from: '2026-11-17', to: '2026-11-17', payee: 'Acme Payroll' },
      },
    ]);
    const late = { ...pay, lastDate: '2026-10-30', nextDate: '2026-11-13', late: true };
    expect(incomeNews([late], TODAY)).toEqual([
      expect.objectContaining({
        id: insightId('income_late', 'pay', '2026-11-13'),
        text: 'Acme Payroll is late: $2,000.00 was expected on Nov 13, 2026 and has not arrived.',
      }),
    ]);
  });

  it('is silent for income that came 4 days ago and is not late', () => {
    expect(incomeNews([{ ...pay, lastDate: '2026-11-16' }], TODAY)).toEqual([]);
  });
});

describe('duplicateCharges', () => {
  const charge = (id: string, payee: string, date: string, cents: number) => ({ id, payee, date, cents });

  it('pairs one payee’s charges of one amount within 2 days, once each, in the last 30 days', () => {
    const insights = duplicateCharges(
      [
        charge('a', 'Shell', '2026-11-10', 4_512),
        charge('b', 'Shell', '2026-11-12', 4_512),
        charge('c', 'Blue Bottle', '2026-11-18', 575),
        charge('d', 'Blue Bottle', '2026-11-18', 575),
      ],
      TODAY,
    );
    expect(insights.map((i) => [i.id, i.text])).toEqual([
      [insightId('duplicate_charge', 'c', 'd'), 'Possible duplicate: Blue Bottle charged $5.75 twice on Nov 18, 2026.'],
      [
        insightId('duplicate_charge', 'a', 'b'),
        'Possible duplicate: Shell charged $45.12 on Nov 10, 2026 and again on Nov 12, 2026.',
      ],
    ]);
  });

  it('is silent for a habit: one amount three times or more over more than a week (the same coffee each morning)', () => {
    const latte = ['2026-11-02', '2026-11-03', '2026-11-05', '2026-11-09', '2026-11-10'].map((date, i) =>
      charge(`l${i}`, 'Blue Bottle', date, 575),
    );
    expect(duplicateCharges(latte, TODAY)).toEqual([]);
    // Three in two days is no habit: each pair said.
    const triple = ['2026-11-17', '2026-11-17', '2026-11-18'].map((date, i) => charge(`t${i}`, 'Shell', date, 4_512));
    expect(duplicateCharges(triple, TODAY).map((i) => i.numbers)).toEqual([
      { amount: 4_512, first: '2026-11-17', second: '2026-11-18' },
      { amount: 4_512, first: '2026-11-17', second: '2026-11-17' },
    ]);
  });

  it(`says the newest ${DUPLICATES_MAX} at most, newest first`, () => {
    const pairs = Array.from({ length: 8 }, (_, n) => {
      const day = `2026-11-${String(10 + n).padStart(2, '0')}`;
      return [charge(`p${n}a`, `Payee ${n}`, day, 1_000 + n), charge(`p${n}b`, `Payee ${n}`, day, 1_000 + n)];
    }).flat();
    expect(duplicateCharges(pairs, TODAY).map((i) => i.numbers.second)).toEqual([
      '2026-11-17',
      '2026-11-16',
      '2026-11-15',
      '2026-11-14',
      '2026-11-13',
    ]);
  });

  it('is silent 3 days apart, a cent apart, at two payees, for refunds, and 31 days back', () => {
    expect(
      duplicateCharges(
        [
          charge('a', 'Shell', '2026-11-10', 4_512),
          charge('b', 'Shell', '2026-11-13', 4_512),
          charge('c', 'Uber', '2026-11-15', 1_200),
          charge('d', 'Uber', '2026-11-15', 1_201),
          charge('e', 'Lyft', '2026-11-16', 900),
          charge('f', 'Uber', '2026-11-16', 900),
          charge('g', 'Target', '2026-11-17', -2_000),
          charge('h', 'Target', '2026-11-17', -2_000),
          charge('i', 'Costco', '2026-10-19', 10_000),
          charge('j', 'Costco', '2026-10-20', 10_000),
        ],
        TODAY,
      ),
    ).toEqual([]);
  });
});
