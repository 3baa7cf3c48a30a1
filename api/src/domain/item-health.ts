import type { ItemStatus } from '@finance/shared/contracts';

/** What an item's row records about its connection's health. */
export interface ItemHealth {
  status: ItemStatus;
  errorCode: string | null;
  errorMessage: string | null;
}
