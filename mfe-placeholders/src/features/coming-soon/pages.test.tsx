import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { ThemeRoot } from '@finance/shared';
import { AssetsPage, BudgetsPage, DashboardPage, SettingsPage, SubscriptionPage, TrendsPage } from './pages';

describe('coming-soon pages', () => {
  it.each<[string, ComponentType, string]>([
    ['Dashboard', DashboardPage, 'Dashboard content coming soon...'],
    ['Budgets', BudgetsPage, 'Budget management features coming soon...'],
    ['Assets', AssetsPage, 'Asset tracking features coming soon...'],
    ['Trends', TrendsPage, 'Financial trends and analytics coming soon...'],
    ['Settings', SettingsPage, 'Application settings and preferences will be available here.'],
    ['Subscription', SubscriptionPage, 'Subscription plans and billing information will be available here.'],
  ])('%s shows its title and its text word for word', (title, Page, text) => {
    render(
      <ThemeRoot>
        <Page />
      </ThemeRoot>,
    );
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(text, { exact: true })).toBeInTheDocument();
  });
});
