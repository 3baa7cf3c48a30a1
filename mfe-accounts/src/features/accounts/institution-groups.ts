import type { Account, InstitutionGroup } from '@finance/shared';

export const UNKNOWN_INSTITUTION = 'Unknown Institution';

/** Accounts grouped by institution_id, institutions in the order their first account came; item_id is the institution_id. */
export function groupByInstitution(accounts: readonly Account[]): InstitutionGroup[] {
  const groups = new Map<string, InstitutionGroup>();
  for (const account of accounts) {
    let group = groups.get(account.institution_id);
    if (!group) {
      group = {
        item_id: account.item_id || account.institution_id,
        institution_id: account.institution_id,
        institution_name: account.institution_name,
        accounts: [],
      };
      groups.set(account.institution_id, group);
    }
    group.accounts.push(account);
  }
  return [...groups.values()];
}

export function institutionName(name: string | null | undefined): string {
  return name?.trim() ? name : UNKNOWN_INSTITUTION;
}
