import type { Account } from '@finance/shared';
import { handKeptKindLabel } from '@finance/shared/data';

/**
 * An account's kind as its card and its page show it: a bank's type and subtype as the bank sends them
 * ("depository · checking"), and the kind a person chose for an account they keep by hand ("Cash").
 */
export function accountKind(account: Pick<Account, 'type' | 'subtype' | 'kept_by_hand'>): string {
  if (account.kept_by_hand) return handKeptKindLabel(account.type, account.subtype);
  return account.subtype ? `${account.type} · ${account.subtype}` : account.type;
}
