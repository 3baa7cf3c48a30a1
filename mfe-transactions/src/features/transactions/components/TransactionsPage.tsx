import { useId } from 'react';
import { useOutlet } from 'react-router';
import { PageTitle, useAuth } from '@finance/shared';
import { NoLinkedAccounts } from './NoLinkedAccounts';
import { TransactionsScreen } from './TransactionsScreen';

/** /transactions: the screen once accounts are linked; a child route (default) shows in its place. */
export function TransactionsPage() {
  const titleId = useId();
  const outlet = useOutlet();
  const { accounts_linked: accountsLinked } = useAuth();
  return (
    <section aria-labelledby={titleId}>
      <PageTitle id={titleId}>Transactions</PageTitle>
      {outlet ?? (accountsLinked ? <TransactionsScreen /> : <NoLinkedAccounts />)}
    </section>
  );
}
