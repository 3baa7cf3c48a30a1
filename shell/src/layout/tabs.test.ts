import { TABS, isTabActive } from './tabs';

describe('tab bar', () => {
  it('lists the tabs in order', () => {
    expect(TABS.map((tab) => tab.label)).toEqual([
      'Dashboard', 'Accounts', 'Transactions', 'Budgets', 'Assets', 'Trends', 'Settings',
    ]);
  });

  it.each([
    ['/accounts', '/accounts', true],
    ['/accounts', '/accounts/default', true],
    ['/accounts', '/accounts/acc-1', true],
    ['/accounts', '/accountsettings', false],
    ['/transactions', '/accounts', false],
    ['/settings', '/settings', true],
    ['/dashboard', '/', false],
  ])('tab %s is active at %s: %s', (tab, path, active) => {
    expect(isTabActive(tab, path)).toBe(active);
  });
});
