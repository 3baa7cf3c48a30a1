// The Remove Accounts dialog's rules: what is selected, what is sent, and when Remove may be pressed.
import type { InstitutionGroup, RemovalRequest } from '@finance/shared';

export const CONFIRMATION_PHRASE = 'remove accounts';

/** Whole institutions (by item_id) and single accounts (item_id -> account ids) the person ticked. */
export interface RemovalSelection {
  items: readonly string[];
  accounts: Readonly<Record<string, readonly string[]>>;
}

export const EMPTY_SELECTION: RemovalSelection = { items: [], accounts: {} };

/** Ticking an institution selects all its accounts (their boxes show ticked and disabled); unticking frees them again. */
export function toggleInstitution(selection: RemovalSelection, itemId: string, checked: boolean): RemovalSelection {
  const items = selection.items.filter((id) => id !== itemId);
  const accounts = { ...selection.accounts };
  delete accounts[itemId];
  return { items: checked ? [...items, itemId] : items, accounts };
}

export function toggleAccount(
  selection: RemovalSelection,
  itemId: string,
  accountId: string,
  checked: boolean,
): RemovalSelection {
  const others = (selection.accounts[itemId] ?? []).filter((id) => id !== accountId);
  return { ...selection, accounts: { ...selection.accounts, [itemId]: checked ? [...others, accountId] : others } };
}

export function isInstitutionSelected(selection: RemovalSelection, itemId: string): boolean {
  return selection.items.includes(itemId);
}

export function isAccountSelected(selection: RemovalSelection, itemId: string, accountId: string): boolean {
  return isInstitutionSelected(selection, itemId) || (selection.accounts[itemId] ?? []).includes(accountId);
}

/**
 * What is sent to the server: an institution whose accounts are all ticked one by one goes as a whole item, and
 * institutions with nothing ticked are left out.
 */
export function toRemovalRequest(selection: RemovalSelection, groups: readonly InstitutionGroup[]): RemovalRequest {
  const items = new Set(selection.items);
  const accounts: Record<string, string[]> = {};
  for (const [itemId, ids] of Object.entries(selection.accounts)) {
    if (items.has(itemId) || ids.length === 0) continue;
    const group = groups.find((g) => g.item_id === itemId);
    const all = group?.accounts.map((a) => a.account_id) ?? [];
    if (all.length > 0 && all.every((id) => ids.includes(id))) items.add(itemId);
    else accounts[itemId] = [...ids];
  }
  return { items: [...items], accounts };
}

/** The phrase, in any case. */
export function isConfirmed(text: string): boolean {
  return text.toLowerCase() === CONFIRMATION_PHRASE;
}

export function isEmptyRequest(request: RemovalRequest): boolean {
  return (request.items ?? []).length === 0 && Object.keys(request.accounts ?? {}).length === 0;
}

/** Remove is enabled only with the phrase typed and at least one institution or account ticked. */
export function canRemove(selection: RemovalSelection, groups: readonly InstitutionGroup[], text: string): boolean {
  return isConfirmed(text) && !isEmptyRequest(toRemovalRequest(selection, groups));
}
