// The charts' code, loaded apart from the pages (recharts is the remote's largest part). A page starts loading the
// charts it draws as it opens, beside its figures' requests, rather than once the figures have come: the chart then
// paints with the figures instead of a download after them. A chart whose code has come renders at once; only one
// whose code is still on its way suspends (React.lazy would suspend on its first render even then, and React holds a
// revealed boundary back up to 300 ms after its fallback showed: the figures came, and the charts waited).
import { createElement, lazy, type ComponentType } from 'react';

function preloadable<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const start = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(start);
  function Chart(props: Props) {
    return createElement(loaded ?? Lazy, props);
  }
  return { Chart, preload: () => void start() };
}

const categoryBars = preloadable(() => import('./CategoryBars'));
const flowBars = preloadable(() => import('./FlowBars'));
const netWorthLine = preloadable(() => import('./NetWorthLine'));

export const CategoryBars = categoryBars.Chart;
export const FlowBars = flowBars.Chart;
export const NetWorthLine = netWorthLine.Chart;

/** Starts loading Trends' charts (a module loads once, however often asked). */
export function preloadTrendsCharts(): void {
  categoryBars.preload();
  flowBars.preload();
}

/** Starts loading the Dashboard's chart. */
export function preloadDashboardCharts(): void {
  netWorthLine.preload();
}
