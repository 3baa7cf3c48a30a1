import { ComingSoonPage } from './ComingSoonPage';

// Each title and line is the product's text, word for word: change it only with the product.

export function DashboardPage() {
  return <ComingSoonPage title="Dashboard" message="Dashboard content coming soon..." />;
}

export function BudgetsPage() {
  return <ComingSoonPage title="Budgets" message="Budget management features coming soon..." />;
}

export function AssetsPage() {
  return <ComingSoonPage title="Assets" message="Asset tracking features coming soon..." />;
}

export function TrendsPage() {
  return <ComingSoonPage title="Trends" message="Financial trends and analytics coming soon..." />;
}

export function SettingsPage() {
  return <ComingSoonPage title="Settings" message="Application settings and preferences will be available here." />;
}

export function SubscriptionPage() {
  return (
    <ComingSoonPage title="Subscription" message="Subscription plans and billing information will be available here." />
  );
}
