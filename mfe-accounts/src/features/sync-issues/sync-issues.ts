// The connections Plaid reported in trouble, and what each trouble means, in plain words.
import type { Account, ItemStatus } from '@finance/shared';
import { groupByInstitution, institutionName } from '../accounts/institution-groups';

export interface SyncIssue {
  institution_id: string;
  institution_name: string;
  status: Exclude<ItemStatus, 'good'>;
  /** The provider's own words for an error, when it gave any. */
  detail: string | null;
  accounts: Account[];
}

/** One issue per institution whose connection is not good, in the order the institutions are listed. */
export function troubledInstitutions(accounts: readonly Account[]): SyncIssue[] {
  return groupByInstitution(accounts).flatMap((group) => {
    const first = group.accounts[0];
    if (!first || first.item_status === 'good') return [];
    return [
      {
        institution_id: group.institution_id,
        institution_name: institutionName(group.institution_name),
        status: first.item_status,
        detail: first.item_error?.error_message ?? null,
        accounts: group.accounts,
      },
    ];
  });
}

/** The heading and the explanation of one issue. */
export function describeIssue(issue: SyncIssue): { title: string; explanation: string } {
  const name = issue.institution_name;
  switch (issue.status) {
    case 'login_required':
      return {
        title: `${name} needs you to sign in again`,
        explanation: `${name} no longer accepts the saved sign-in, so balances and transactions have stopped updating. Reconnect and sign in to the bank to pick up where it left off.`,
      };
    case 'pending_expiration':
      return {
        title: `${name}'s connection expires soon`,
        explanation: `The bank's permission to share your data ends soon. Reconnect now to keep balances and transactions updating without a gap.`,
      };
    case 'error':
      return {
        title: `${name} could not be updated`,
        explanation: `Plaid reported a problem with this connection${issue.detail ? `: ${issue.detail}` : '.'} Reconnecting often fixes it.`,
      };
  }
}
