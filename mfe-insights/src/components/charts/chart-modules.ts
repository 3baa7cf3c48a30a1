// The charts' code, loaded apart from the pages (recharts is the remote's largest part). A page starts loading the
// charts it draws as it opens, beside its figures' requests, rather than once the figures have come: the chart then
// paints with the figures instead of a download after them.
import { lazy } from 'react';

const loadCategoryBars = () => import('./CategoryBars');
const loadFlowBars = () => import('./FlowBars');
const loadNetWorthLine = () => import('./NetWorthLine');

export const CategoryBars = lazy(loadCategoryBars);
export const FlowBars = lazy(loadFlowBars);
export const NetWorthLine = lazy(loadNetWorthLine);

/** Starts loading Trends' charts (a module loads once, however often asked). */
export function preloadTrendsCharts(): void {
  void loadCategoryBars();
  void loadFlowBars();
}

/** Starts loading the Dashboard's chart. */
export function preloadDashboardCharts(): void {
  void loadNetWorthLine();
}
