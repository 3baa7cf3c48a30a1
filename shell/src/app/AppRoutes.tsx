import { Route, Routes } from 'react-router';
import { HomeRoute } from '../auth/HomeRoute';
import { RequireAuth } from '../auth/RequireAuth';
import { RemotePage } from '../federation/RemotePage';
import { AppLayout } from '../layout/AppLayout';
import { PublicLayout } from '../layout/PublicLayout';
import { NotFoundPage } from '../not-found/NotFoundPage';

/**
 * Every route of the app. The shell owns the whole table, child routes included;
 * each page comes from the remote that owns it, and a parent page renders its children in an <Outlet />.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomeRoute />} />

      <Route element={<PublicLayout />}>
        <Route path="/signin" element={<RemotePage id="auth/SignInPage" label="Sign in" />} />
        <Route path="/signup" element={<RemotePage id="auth/SignInPage" label="Sign up" />} />
        <Route path="/terms" element={<RemotePage id="placeholders/TermsPage" label="Terms of Use" />} />
        <Route path="/privacy" element={<RemotePage id="placeholders/PrivacyPage" label="Privacy Policy" />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>

      <Route element={<AppLayout />}>
        <Route element={<RequireAuth />}>
          <Route path="/dashboard" element={<RemotePage id="placeholders/DashboardPage" label="Dashboard" />} />
          <Route path="/accounts" element={<RemotePage id="accounts/AccountsPage" label="Accounts" />}>
            <Route path="default" element={<RemotePage id="placeholders/AccountsDefaultPage" label="Accounts" />} />
            <Route path="sync-issues" element={<RemotePage id="accounts/SyncIssuesPage" label="Sync Issues" />} />
            <Route path=":accountId" element={<RemotePage id="accounts/AccountDetailPage" label="Account" />} />
          </Route>
          <Route path="/transactions" element={<RemotePage id="transactions/TransactionsPage" label="Transactions" />}>
            <Route
              path="default"
              element={<RemotePage id="placeholders/TransactionsDefaultPage" label="Transactions" />}
            />
          </Route>
          <Route path="/budgets" element={<RemotePage id="placeholders/BudgetsPage" label="Budgets" />} />
          <Route path="/assets" element={<RemotePage id="placeholders/AssetsPage" label="Assets" />} />
          <Route path="/trends" element={<RemotePage id="placeholders/TrendsPage" label="Trends" />} />
          <Route path="/settings" element={<RemotePage id="placeholders/SettingsPage" label="Settings" />} />
          <Route path="/profile" element={<RemotePage id="auth/ProfilePage" label="Profile" />} />
          <Route
            path="/subscription"
            element={<RemotePage id="placeholders/SubscriptionPage" label="Subscription" />}
          />
        </Route>
      </Route>
    </Routes>
  );
}
