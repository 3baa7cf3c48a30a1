// The person's accounts as the store holds them, beside the options read from the transactions: an account with no
// transaction yet (one kept by hand, just added) can still be filtered by and added to.
import type { Account } from '@finance/shared';
import { KEPT_BY_HAND_ID } from '@finance/shared/data';
import { accountLabel } from './cell-format';
import type { FilterOptions, Option } from './filter-options';

const byLabel = (a: Option, b: Option) => a.label.localeCompare(b.label) || a.value.localeCompare(b.value);

/** The options with every held account (and its institution) they lack; the same object when they lack none. */
export function withHeldAccounts(options: FilterOptions, accounts: readonly Account[]): FilterOptions {
  const knownAccounts = new Set(options.accounts.map((option) => option.value));
  const knownInstitutions = new Set(options.institutions.map((option) => option.value));
  const missingAccounts = accounts
    .filter((account) => !knownAccounts.has(account.account_id))
    .map((account) => ({
      value: account.account_id,
      label: accountLabel({ account_name: account.name, account_mask: account.mask }),
    }));
  const missingInstitutions = [...new Set(accounts.map((account) => account.institution_name))]
    .filter((name) => name && !knownInstitutions.has(name))
    .map((name) => ({ value: name, label: name }));
  if (missingAccounts.length === 0 && missingInstitutions.length === 0) return options;
  return {
    ...options,
    accounts: [...options.accounts, ...missingAccounts].sort(byLabel),
    institutions: [...options.institutions, ...missingInstitutions].sort(byLabel),
  };
}

/** The account Add transaction starts on: the first cash account kept by hand, where there is one. */
export function preselectedAccount(accounts: readonly Account[]): string | undefined {
  return accounts.find((account) => account.institution_id === KEPT_BY_HAND_ID && account.subtype === 'cash')
    ?.account_id;
}
