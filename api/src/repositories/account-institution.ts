import { KEPT_BY_HAND_ID, KEPT_BY_HAND_NAME } from '@finance/shared/contracts';

// An account's institution as every answer names it, over its account `a` and `i`, its item LEFT JOINed on
// a.item_id: the item's, or, for an account kept by hand (no item, migration 012), the one group they make.
// The constants hold no quote: they are written into the SQL as they are.
export const ITEMS_OF_ACCOUNTS = 'LEFT JOIN items i ON i.id = a.item_id';
export const INSTITUTION_ID = `coalesce(i.institution_id, '${KEPT_BY_HAND_ID}')`;
export const INSTITUTION_NAME = `coalesce(i.institution_name, '${KEPT_BY_HAND_NAME}')`;
