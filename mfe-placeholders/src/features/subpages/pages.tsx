import { SubPagePlaceholder } from './SubPagePlaceholder';

export function AccountsDefaultPage() {
  return <SubPagePlaceholder heading="Default Acct Subpage" text="This is a placeholder for future account subpages" />;
}

export function SyncIssuesPage() {
  return (
    <SubPagePlaceholder
      heading="Sync Issues"
      text="This page will show issues reported by the linking provider for your connected accounts."
    />
  );
}

export function TransactionsDefaultPage() {
  return (
    <SubPagePlaceholder heading="Default Tranx Subpage" text="This is a placeholder for future transaction subpages" />
  );
}
