import { Outlet } from 'react-router-dom';
import { NotBuiltYet } from '@finance/shared';

/** The transactions screen; its child route (default) renders in the outlet. */
export function TransactionsPage() {
  return (
    <NotBuiltYet title="Transactions">
      <Outlet />
    </NotBuiltYet>
  );
}
