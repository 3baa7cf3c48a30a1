import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { monthsBetween, resolveRange } from '../../lib/date-range';
import { requireUser } from '../../plugins/app/auth';
import { SummariesRepository } from '../../repositories/summaries-repository';
import { CategorySummaryResponse, MonthSummaryResponse, PayeeQuery, PayeeSummaryResponse, SummaryQuery, TrendsResponse } from '@finance/shared/contracts';
import { AUTH_ERRORS, errors } from '../../lib/error-responses';

const round2 = (n: number) => Math.round(n * 100) / 100;

const summary: FastifyPluginAsyncTypebox = async (app) => {
  const repo = () => new SummariesRepository(app.db);

  app.get(
    '/summary/category',
    { schema: { tags: ['summaries'], summary: 'Spend by category', querystring: SummaryQuery, response: { 200: CategorySummaryResponse, ...errors(...AUTH_ERRORS) } } },
    async (request) => {
      const user = await requireUser(request);
      const range = resolveRange(request.query.start_date, request.query.end_date);
      const rows = await repo().byCategory(user.user_id, range);
      const total = round2(rows.reduce((s, r) => s + r.total, 0));
      return {
        start_date: range.startDate,
        end_date: range.endDate,
        total_spend: total,
        summary: rows.map((r) => ({ ...r, share: total > 0 ? Math.round((r.total / total) * 10000) / 10000 : 0 })),
      };
    },
  );

  app.get(
    '/summary/month',
    { schema: { tags: ['summaries'], summary: 'Spend and income by month', querystring: SummaryQuery, response: { 200: MonthSummaryResponse, ...errors(...AUTH_ERRORS) } } },
    async (request) => {
      const user = await requireUser(request);
      const range = resolveRange(request.query.start_date, request.query.end_date);
      const byMonth = new Map((await repo().byMonth(user.user_id, range)).map((r) => [r.month, r]));
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
    },
  );

  app.get(
    '/summary/payee',
    { schema: { tags: ['summaries'], summary: 'Spend by payee', querystring: PayeeQuery, response: { 200: PayeeSummaryResponse, ...errors(...AUTH_ERRORS) } } },
    async (request) => {
      const user = await requireUser(request);
      const range = resolveRange(request.query.start_date, request.query.end_date);
      const rows = await repo().byPayee(user.user_id, range, request.query.limit ?? 25);
      return { start_date: range.startDate, end_date: range.endDate, summary: rows };
    },
  );

  app.get(
    '/spending/trends',
    { schema: { tags: ['summaries'], summary: "Each category's spend month over month", querystring: SummaryQuery, response: { 200: TrendsResponse, ...errors(...AUTH_ERRORS) } } },
    async (request) => {
      const user = await requireUser(request);
      const range = resolveRange(request.query.start_date, request.query.end_date);
      const months = monthsBetween(range.startDate, range.endDate);
      const totals = new Map<string, Map<string, number>>();
      for (const r of await repo().byCategoryAndMonth(user.user_id, range)) {
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
    },
  );
};

export default summary;
