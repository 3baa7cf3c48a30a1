import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { Button, serverMessageOf, type Account, type Transaction, touchHeight } from '@finance/shared';
import {
  financialStore,
  formatDate,
  formatDateTime,
  formatMoney,
  useFinancialStoreShallow,
} from '@finance/shared/data';
import { accountKind } from '../accounts/account-kind';
import { Balance, currentBalanceTone } from '../accounts/Balance';
import { ErrorText } from '../accounts/ErrorText';
import { institutionName } from '../accounts/institution-groups';
import { CONNECTION_HEALTH } from './connection-health';
import { RECENT_DAYS, recentTransactions } from './recent-transactions';

const SYNC_FAILURE = 'Failed to update account';

type SyncOutcome =
  { kind: 'idle' } | { kind: 'syncing' } | { kind: 'done'; text: string } | { kind: 'failed'; text: string };

/** /accounts/{account_id}: one account, its connection, its last 90 days of transactions, and Sync now. */
export function AccountDetailPage() {
  const { accountId = '' } = useParams();
  const { accounts, transactions, hydrated, ownerId, loadingAccounts } = useFinancialStoreShallow((s) => ({
    accounts: s.accounts,
    transactions: s.transactions,
    hydrated: s.hydrated,
    ownerId: s.ownerId,
    loadingAccounts: s.loading.accounts,
  }));
  const account = accounts.find((a) => a.account_id === accountId);

  useEffect(() => {
    if (hydrated && ownerId) void financialStore.getState().fetchTransactions();
  }, [hydrated, ownerId]);

  if (!account) {
    if (!hydrated || loadingAccounts) return <p role="status">Loading accounts...</p>;
    return (
      <section aria-labelledby="account-missing-title">
        <Heading id="account-missing-title">Account not found</Heading>
        <p>There is no account {accountId} among your linked accounts. It may have been removed.</p>
        <Link to="/accounts">Back to Accounts</Link>
      </section>
    );
  }
  return <AccountDetail key={account.account_id} account={account} transactions={transactions} />;
}

function AccountDetail({ account, transactions }: { account: Account; transactions: readonly Transaction[] }) {
  const [sync, setSync] = useState<SyncOutcome>({ kind: 'idle' });
  const recent = useMemo(
    () => recentTransactions(transactions, account.account_id),
    [transactions, account.account_id],
  );
  const currency = account.balances.iso_currency_code;

  async function syncNow() {
    setSync({ kind: 'syncing' });
    try {
      const response = await financialStore.getState().updateAccounts({ institution_id: account.institution_id });
      setSync({
        kind: 'done',
        text: `Synced at ${formatDateTime(response.last_sync)}: ${response.transactions_upserted} new or updated transactions, ${response.transactions_removed} removed.`,
      });
    } catch (failure) {
      setSync({ kind: 'failed', text: serverMessageOf(failure) ?? SYNC_FAILURE });
    }
  }

  return (
    <section aria-labelledby="account-title">
      <BackLink to="/accounts">← All accounts</BackLink>
      <Heading id="account-title">{account.name}</Heading>
      <Facts>
        <dt>Institution</dt>
        <dd>{institutionName(account.institution_name)}</dd>
        <dt>Type</dt>
        <dd>{accountKind(account)}</dd>
        <dt>Account number</dt>
        <dd>{account.mask ? `•••• ${account.mask}` : 'Not given'}</dd>
        <dt>Current balance</dt>
        <dd>
          <Balance $tone={currentBalanceTone(account.balances.current)}>
            {formatMoney(account.balances.current, currency)}
          </Balance>
        </dd>
        {/* An account kept by hand has no bank behind it: no connection, no sync, nothing available apart. */}
        {!account.kept_by_hand && (
          <>
            <dt>Available</dt>
            <dd>{formatMoney(account.balances.available, currency)}</dd>
            <dt>Connection</dt>
            <dd data-testid="connection-health">
              {account.item_status === 'good' ? (
                CONNECTION_HEALTH.good
              ) : (
                <Link to="/accounts/sync-issues">{CONNECTION_HEALTH[account.item_status]}</Link>
              )}
            </dd>
            <dt>Last sync</dt>
            <dd>{formatDateTime(account.last_sync)}</dd>
          </>
        )}
      </Facts>
      {!account.kept_by_hand && (
        <SyncRow>
          <Button onClick={() => void syncNow()} disabled={sync.kind === 'syncing'}>
            {sync.kind === 'syncing' ? 'Syncing...' : 'Sync now'}
          </Button>
          <span role="status">
            {sync.kind === 'syncing' && 'Fetching the latest balances and transactions...'}
            {sync.kind === 'done' && sync.text}
          </span>
        </SyncRow>
      )}
      {sync.kind === 'failed' && <ErrorText role="alert">{sync.text}</ErrorText>}
      <SubHeading>Transactions of the last {RECENT_DAYS} days</SubHeading>
      {recent.length === 0 ? (
        <p>No transactions in the last {RECENT_DAYS} days.</p>
      ) : (
        <Table>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Description</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {recent.map((t) => (
              <tr key={t.transaction_id}>
                <td>{formatDate(t.date)}</td>
                <td>
                  {t.merchant_name || t.name || 'N/A'}
                  {t.pending ? ' (pending)' : ''}
                </td>
                <Amount $in={t.amount < 0}>{formatMoney(Math.abs(t.amount), t.iso_currency_code ?? currency)}</Amount>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}

const Heading = styled.h2`
  margin: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.large};
`;

const SubHeading = styled.h3`
  margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.body};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};

  dt { color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0; }
`;

const SyncRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.surface};

  th, td {
    padding: ${({ theme }) => theme.space.sm};
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th:last-child { text-align: right; }
`;

const Amount = styled.td<{ $in: boolean }>`
  text-align: right !important;
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $in }) => ($in ? theme.colors.positive : theme.colors.text)};
`;

/** Back to the list; a thumb's height on a phone. */
const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  ${touchHeight}
`;
