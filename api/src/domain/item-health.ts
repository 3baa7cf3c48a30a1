import type { ItemStatus } from '@finance/shared/contracts';

/** What an item's row records about its connection's health. */
export interface ItemHealth {
  status: ItemStatus;
  errorCode: string | null;
  errorMessage: string | null;
}

/** The provider's error codes that mean the connection needs the person (Link's update mode) rather than a retry. */
const STATUS_OF_CODE: Record<string, ItemStatus> = {
  ITEM_LOGIN_REQUIRED: 'login_required',
  PENDING_EXPIRATION: 'pending_expiration',
  PENDING_DISCONNECT: 'pending_expiration',
};

/**
 * The one mapping from a provider error (a failed call, or an ITEM webhook) to the item's status: a login the bank
 * asks for again is login_required, consent about to end is pending_expiration, anything else is error.
 */
export function itemHealthOf(error: { errorCode: string; message: string }): ItemHealth {
  return {
    status: STATUS_OF_CODE[error.errorCode] ?? 'error',
    errorCode: error.errorCode,
    errorMessage: error.message,
  };
}

/** The words Sync Issues shows for a connection whose consent ends soon. */
export function expiryMessage(institutionName: string, consentExpirationTime: string | null | undefined): string {
  const when = consentExpirationTime ? ` (${consentExpirationTime})` : '';
  return `Access to ${institutionName} expires soon${when}: reconnect it to keep it up to date`;
}

/** Plaid warns (PENDING_EXPIRATION) seven days before a consent ends; item/get's expiry time is read the same way. */
export const EXPIRY_NOTICE_MS = 7 * 24 * 3600_000;

export function consentEndsSoon(consentExpirationTime: string | null, now = Date.now()): boolean {
  if (!consentExpirationTime) return false;
  const ends = Date.parse(consentExpirationTime);
  return Number.isFinite(ends) && ends - now <= EXPIRY_NOTICE_MS;
}
