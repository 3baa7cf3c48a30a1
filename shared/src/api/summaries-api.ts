// The four summaries the client holds. Their shapes are the API's; no screen shows them yet.
import { apiRequest } from '@finance/shared';

export type Summary = Record<string, unknown>;

export const getCategorySummary = () => apiRequest<Summary>('/summary/category');
export const getMonthlySummary = () => apiRequest<Summary>('/summary/month');
export const getPayeeSummary = () => apiRequest<Summary>('/summary/payee');
export const getSpendingTrends = () => apiRequest<Summary>('/spending/trends');
