import type { ItemStatus } from '@finance/shared';

/** A connection's health in a few words. */
export const CONNECTION_HEALTH: Record<ItemStatus, string> = {
  good: 'Connected',
  login_required: 'Sign-in needed: reconnect from Sync Issues',
  pending_expiration: 'Expires soon: reconnect from Sync Issues',
  error: 'Not updating: see Sync Issues',
};
