import { Outlet } from 'react-router-dom';
import { NotBuiltYet } from '@finance/shared';

/** The accounts page; its child routes (default, sync-issues, an account) render in the outlet. */
export function AccountsPage() {
  return (
    <NotBuiltYet title="Accounts">
      <Outlet />
    </NotBuiltYet>
  );
}
