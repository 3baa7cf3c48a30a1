// What the Categories section says, in one place for the section and its tests.

/** "1 transaction", "1,204 transactions". */
export function transactionCount(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'transaction' : 'transactions'}`;
}

export const NO_OWN_CATEGORIES = 'You have no categories of your own yet. Add one to sort transactions your way.';
export const CATEGORIES_FAILED = 'Failed to load your categories.';
export const CHANGE_FAILED = 'Failed to change the category. Please try again.';
