// The figures of Trends' charts, shaped as the charts and their tables read them: one row per month of the range,
// each with the days of that month the range covers (what a bar opens on the transactions screen), and the series
// drawn in it. Sums are made in cents.
import { endOfMonth, format } from 'date-fns';
import type { MonthSummaryResponse, TrendsResponse } from '@finance/shared/contracts';
import { categoryName, parseCalendarDate, toCalendarDate, type CategoryNames } from '@finance/shared/data';
import { categoryColor, INCOME_COLOR, NET_COLOR, REST_COLOR, SPENDING_COLOR } from '../../../model/category-colors';
import type { CalendarRange } from '../../../model/calendar-range';

/** How many categories a chart draws each in its own colour; the rest are drawn together. */
export const CHART_CATEGORIES = 9;

/** The key the rest of the categories are drawn under. */
export const REST_KEY = 'other-categories';

export interface CategorySeries {
  /** The data key: a category key, or REST_KEY. */
  key: string;
  name: string;
  color: string;
  /** The categories it draws (one, or the rest): what its legend entry opens. */
  categories: readonly string[];
  /** Its spend over the whole range. */
  total: number;
}

export interface MonthRow {
  /** yyyy-MM. */
  month: string;
  /** "Jun 2026". */
  label: string;
  /** The days of the month within the range: the first month and the last may be partial. */
  range: CalendarRange;
}

export type CategoryMonthRow = MonthRow & {
  values: Record<string, number>;
  /** The month's spend over every category. */
  total: number;
  /** The series drawn at the top of the month's stack (its total is written above it); null with no spend. */
  top: string | null;
};

export interface CategoryChart {
  series: CategorySeries[];
  rows: CategoryMonthRow[];
}

export type FlowMonthRow = MonthRow & { income: number; spend: number; net: number };

/** Income against spending per month, with the net: the series in the order they are drawn and named. */
export const FLOW_SERIES = [
  { key: 'income', name: 'Income', color: INCOME_COLOR },
  { key: 'spend', name: 'Spending', color: SPENDING_COLOR },
  { key: 'net', name: 'Net', color: NET_COLOR },
] as const;

const cents = (amount: number) => Math.round(amount * 100);

/** The month (yyyy-MM) as a row: its label, and its days within the range. */
export function monthRow(month: string, range: CalendarRange): MonthRow {
  const first = parseCalendarDate(`${month}-01`)!;
  const startDate = `${month}-01` < range.startDate ? range.startDate : `${month}-01`;
  const last = toCalendarDate(endOfMonth(first));
  return {
    month,
    label: format(first, 'MMM yyyy'),
    range: { startDate, endDate: last > range.endDate ? range.endDate : last },
  };
}

/**
 * Spending by category per month: the CHART_CATEGORIES largest over the range in their own colours and the rest
 * together, largest first (the API's order).
 */
export function categoryChart(trends: TrendsResponse, range: CalendarRange, names?: CategoryNames): CategoryChart {
  const drawn = trends.trends.length > CHART_CATEGORIES + 1 ? trends.trends.slice(0, CHART_CATEGORIES) : trends.trends;
  const rest = trends.trends.slice(drawn.length);
  const series: CategorySeries[] = drawn.map((trend) => ({
    key: trend.category,
    name: categoryName(trend.category, names),
    color: categoryColor(trend.category),
    categories: [trend.category],
    total: trend.total,
  }));
  if (rest.length > 0) {
    series.push({
      key: REST_KEY,
      name: `Other categories (${rest.length})`,
      color: REST_COLOR,
      categories: rest.map((trend) => trend.category),
      total: rest.reduce((sum, trend) => sum + cents(trend.total), 0) / 100,
    });
  }
  const rows = trends.months.map((month, index) => {
    const values: Record<string, number> = {};
    for (const trend of drawn) values[trend.category] = trend.months[index]?.total ?? 0;
    if (rest.length > 0) {
      values[REST_KEY] = rest.reduce((sum, trend) => sum + cents(trend.months[index]?.total ?? 0), 0) / 100;
    }
    const total = Object.values(values).reduce((sum, value) => sum + cents(value), 0) / 100;
    const top = series.findLast((drawn) => (values[drawn.key] ?? 0) > 0)?.key ?? null;
    return { ...monthRow(month, range), values, total, top };
  });
  return { series, rows };
}

/** Income against spending per month, with the net. */
export function flowRows(summary: MonthSummaryResponse, range: CalendarRange): FlowMonthRow[] {
  return summary.summary.map((month) => ({
    ...monthRow(month.month, range),
    income: month.income,
    spend: month.spend,
    net: (cents(month.income) - cents(month.spend)) / 100,
  }));
}
