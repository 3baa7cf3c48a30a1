// A month's budget and its changes (GET and PATCH /budgets/:month), keyed under the person's summaries: every change
// to their transactions (a sync, a correction here or in another tab) and every budget change (a `corrections` event)
// marks it stale, and the month on screen is read again.
import { apiRequest, type RequestSignal } from '@finance/shared';
import type { BudgetChange, BudgetResponse } from '@finance/shared/contracts';
import { summariesKey } from '@finance/shared/data';

export const budgetsKey = (userId: string) => [...summariesKey(userId), 'budget'] as const;
export const budgetKey = (userId: string, month: string) => [...budgetsKey(userId), month] as const;

/** The month's amounts, spending, rollover, income and left to budget (GET /budgets/:month). */
export function getBudget(month: string, { signal }: RequestSignal = {}): Promise<BudgetResponse> {
  return apiRequest<BudgetResponse>(`/budgets/${encodeURIComponent(month)}`, { signal });
}

/** Sets amounts from the month on and rollovers, all or none; answers the month as it now stands. */
export function changeBudget(month: string, changes: readonly BudgetChange[]): Promise<BudgetResponse> {
  return apiRequest<BudgetResponse>(`/budgets/${encodeURIComponent(month)}`, {
    method: 'PATCH',
    body: { categories: changes },
  });
}
