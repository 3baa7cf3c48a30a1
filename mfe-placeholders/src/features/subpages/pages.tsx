import { SubPagePlaceholder } from './SubPagePlaceholder';

export function AccountsDefaultPage() {
  return <SubPagePlaceholder heading="Default Acct Subpage" text="This is a placeholder for future account subpages" />;
}

export function TransactionsDefaultPage() {
  return (
    <SubPagePlaceholder heading="Default Tranx Subpage" text="This is a placeholder for future transaction subpages" />
  );
}
