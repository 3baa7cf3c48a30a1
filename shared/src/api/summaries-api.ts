// The four summaries the client holds, typed by the API's response schemas; no screen shows them yet.
import type { CategorySummaryResponse, MonthSummaryResponse, PayeeSummaryResponse, TrendsResponse } from '../contracts';
import { apiRequest, type RequestSignal } from '@finance/shared';

export const getCategorySummary = ({ signal }: RequestSignal = {}) =>
  apiRequest<CategorySummaryResponse>('/summary/category', { signal });
export const getMonthlySummary = ({ signal }: RequestSignal = {}) =>
  apiRequest<MonthSummaryResponse>('/summary/month', { signal });
export const getPayeeSummary = ({ signal }: RequestSignal = {}) =>
  apiRequest<PayeeSummaryResponse>('/summary/payee', { signal });
export const getSpendingTrends = ({ signal }: RequestSignal = {}) =>
  apiRequest<TrendsResponse>('/spending/trends', { signal });
