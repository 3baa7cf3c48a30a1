import type {
  CategorySummaryResponse,
  MonthSummaryResponse,
  PayeeSummaryResponse,
  TrendsResponse,
} from '@finance/shared/contracts';
import { monthsBetween, type resolveRange } from '../lib/date-range';
import type { SummariesRepository } from '../repositories/summaries-repository';

type Range = ReturnType<typeof resolveRange>;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The four spending summaries of a date range, from the repository's sums. */
export class SummariesService {
  constructor(private readonly repo: SummariesRepository) {}

  /** Spend by category, largest first, each with its share of the total (0..1, four decimals). */
  async byCategory(userId: string, range: Range): Promise<CategorySummaryResponse> {
    const rows = await this.repo.byCategory(userId, range);
    const total = round2(rows.reduce((s, r) => s + r.total, 0));
    return {
      start_date: range.startDate,
      end_date: range.endDate,
      total_spend: total,
      summary: rows.map((r) => ({ ...r, share: total > 0 ? Math.round((r.total / total) * 10000) / 10000 : 0 })),
    };
  }

  /** Spend, income and net of every month of the range, zeros where nothing happened. */
  async byMonth(userId: string, range: Range): Promise<MonthSummaryResponse> {
    const byMonth = new Map((await this.repo.byMonth(userId, range)).map((r) => [r.month, r]));
    return {
      start_date: range.startDate,
      end_date: range.endDate,
      summary: monthsBetween(range.startDate, range.endDate).map((month) => {
        const r = byMonth.get(month);
        const spend = r?.spend ?? 0;
        const income = r?.income ?? 0;
        return { month, spend, income, net: round2(income - spend), transaction_count: r?.count ?? 0 };
      }),
    };
  }

  /** Spend by payee, largest first, at most `limit`. */
  async byPayee(userId: string, range: Range, limit: number): Promise<PayeeSummaryResponse> {
    return {
      start_date: range.startDate,
      end_date: range.endDate,
      summary: await this.repo.byPayee(userId, range, limit),
    };
  }

  /** Each category's spend month over month, with the change from the month before; largest total first. */
  async trends(userId: string, range: Range): Promise<TrendsResponse> {
    const months = monthsBetween(range.startDate, range.endDate);
    const totals = new Map<string, Map<string, number>>();
    for (const r of await this.repo.byCategoryAndMonth(userId, range)) {
      if (!totals.has(r.category)) totals.set(r.category, new Map());
      totals.get(r.category)!.set(r.month, r.total);
    }
    const trends = [...totals.entries()].map(([category, byMonth]) => {
      let previous: number | null = null;
      const series = months.map((month) => {
        const total = byMonth.get(month) ?? 0;
        const change = previous === null ? null : round2(total - previous);
        const changePct = previous === null || previous === 0 ? null : round2(((total - previous) / previous) * 100);
        previous = total;
        return { month, total, change, change_pct: changePct };
      });
      const sum = round2(series.reduce((s, m) => s + m.total, 0));
      return { category, total: sum, average: round2(sum / months.length), months: series };
    });
    trends.sort((a, b) => b.total - a.total || a.category.localeCompare(b.category));
    return { start_date: range.startDate, end_date: range.endDate, months, trends };
  }
}
