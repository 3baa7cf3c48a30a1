import type { MonthSummaryResponse } from '@finance/shared/contracts';
import { categoryTrends } from '../../../testing/dashboard-fixture';
import { categoryChart, CHART_CATEGORIES, flowRows, REST_KEY } from './chart-rows';

const RANGE = { startDate: '2026-09-15', endDate: '2026-11-29' };
const MONTHS = ['2026-09', '2026-10', '2026-11'];

const trends = (totals: Record<string, number[]>) => categoryTrends(RANGE, MONTHS, totals);

describe('categoryChart', () => {
  it('gives each month the days of it the range covers: the first and the last month partial', () => {
    const { rows } = categoryChart(trends({ FOOD_AND_DRINK: [1, 2, 3] }), RANGE);
    expect(rows.map((row) => [row.label, row.range])).toEqual([
      ['Sep 2026', { startDate: '2026-09-15', endDate: '2026-09-30' }],
      ['Oct 2026', { startDate: '2026-10-01', endDate: '2026-10-31' }],
      ['Nov 2026', { startDate: '2026-11-01', endDate: '2026-11-29' }],
    ]);
  });

  it('draws the largest categories each in its colour and the rest together, summed to the cent', () => {
    const totals: Record<string, number[]> = {};
    for (let n = 0; n < CHART_CATEGORIES; n++) totals[`cat_${n}`] = [100 - n, 0, 0];
    totals.BANK_FEES = [0.1, 0.2, 0];
    totals.MEDICAL = [0.2, 0.1, 0.3];
    const chart = categoryChart(trends(totals), RANGE, new Map([['cat_0', 'Kids']]));
    expect(chart.series).toHaveLength(CHART_CATEGORIES + 1);
    expect(chart.series[0]).toMatchObject({ key: 'cat_0', name: 'Kids', categories: ['cat_0'], total: 100 });
    expect(chart.series.at(-1)).toEqual({
      key: REST_KEY,
      name: 'Other categories (2)',
      color: '#6b7280',
      categories: ['BANK_FEES', 'MEDICAL'],
      total: 0.9,
    });
    expect(chart.rows.map((row) => row.values[REST_KEY])).toEqual([0.3, 0.3, 0.3]);
  });

  it('draws one category more rather than a rest of one', () => {
    const totals: Record<string, number[]> = {};
    for (let n = 0; n <= CHART_CATEGORIES; n++) totals[`cat_${n}`] = [1, 1, 1];
    expect(categoryChart(trends(totals), RANGE).series.map((series) => series.key)).not.toContain(REST_KEY);
  });
});

describe('flowRows', () => {
  it('nets income and spending in cents', () => {
    const summary: MonthSummaryResponse = {
      start_date: RANGE.startDate,
      end_date: RANGE.endDate,
      summary: [{ month: '2026-09', spend: 0.3, income: 0.1, net: -0.2, transaction_count: 2 }],
    };
    expect(flowRows(summary, RANGE)).toEqual([
      {
        month: '2026-09',
        label: 'Sep 2026',
        range: { startDate: '2026-09-15', endDate: '2026-09-30' },
        income: 0.1,
        spend: 0.3,
        net: -0.2,
      },
    ]);
  });
});
