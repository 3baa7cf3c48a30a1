// What the Categories section says, in one place for the section and its tests.

export const NO_OWN_CATEGORIES = 'You have no categories of your own yet. Add one to sort transactions your way.';
export const CATEGORIES_FAILED = 'Failed to load your categories.';
export const CHANGE_FAILED = 'Failed to change the category. Please try again.';
