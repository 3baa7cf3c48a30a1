import type { SandboxItemFireWebhookRequest } from 'plaid';
import type { PlaidContext } from './plaid-context';
import { errors } from './plaid-error';
import type { Item } from './plaid-store';
import { requireFields } from './request-fields';
import type { Wire } from '../common/wire';

type WebhookCode = Wire<SandboxItemFireWebhookRequest['webhook_code']>;

const SUPPORTED_CODES = new Set<string>([
  'SYNC_UPDATES_AVAILABLE',
  'DEFAULT_UPDATE',
  'NEW_ACCOUNTS_AVAILABLE',
  'LOGIN_REPAIRED',
  'PENDING_DISCONNECT',
  // Not fireable at Plaid's sandbox: the emulator's way to bring an item's consent to its last week.
  'PENDING_EXPIRATION',
] satisfies Array<WebhookCode | 'PENDING_EXPIRATION'>);

/** Plaid sends PENDING_EXPIRATION seven days before an item's consent ends. */
const EXPIRY_NOTICE_MS = 7 * 24 * 3600_000;

/** The webhook that /sandbox/item/fire_webhook asks for, with the change it announces. */
export function fireSandboxWebhook(
  { store, data, webhooks }: PlaidContext,
  item: Item,
  body: { webhook_code?: unknown },
): void {
  requireFields(body, ['webhook_code']);
  const code = String(body.webhook_code);
  if (!SUPPORTED_CODES.has(code)) throw errors.invalidField(`webhook_code ${code} is not supported`);
  if (code === 'SYNC_UPDATES_AVAILABLE') {
    if (item.login_required) throw errors.itemLoginRequired();
    data.addUpdate(item);
    webhooks.syncUpdatesAvailable(item);
  } else if (code === 'PENDING_EXPIRATION') {
    item.consent_expiration_time = new Date(Date.now() + EXPIRY_NOTICE_MS).toISOString();
    store.save();
    webhooks.fire(item, {
      webhook_type: 'ITEM',
      webhook_code: code,
      consent_expiration_time: item.consent_expiration_time,
    });
  } else if (code === 'PENDING_DISCONNECT') {
    webhooks.fire(item, { webhook_type: 'ITEM', webhook_code: code, reason: 'INSTITUTION_MIGRATION' });
  } else if (code === 'DEFAULT_UPDATE') {
    webhooks.fire(item, { webhook_type: 'TRANSACTIONS', webhook_code: code, new_transactions: 0, error: null });
  } else {
    webhooks.fire(item, { webhook_type: 'ITEM', webhook_code: code, error: null });
  }
}
