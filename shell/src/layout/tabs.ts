/** The top tab bar, in its fixed order. */
export const TABS = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Accounts', to: '/accounts' },
  { label: 'Transactions', to: '/transactions' },
  { label: 'Budgets', to: '/budgets' },
  { label: 'Assets', to: '/assets' },
  { label: 'Trends', to: '/trends' },
  { label: 'Settings', to: '/settings' },
] as const;

/** A tab is active when the path is the tab's path or lies beneath it (/accounts/abc is under Accounts). */
export function isTabActive(tabPath: string, pathname: string): boolean {
  return pathname === tabPath || pathname.startsWith(`${tabPath}/`);
}
