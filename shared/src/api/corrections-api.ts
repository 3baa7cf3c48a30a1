// The corrections of one transaction the financial store sends (contracts/corrections.ts): an edit, a cash or manual
// transaction added, one removed, one split into parts or made whole again. One request per function, all through the one API client; a refusal rejects with
// ApiError carrying the server's message ("Unknown category", "A transaction from the bank cannot be removed; exclude
// it instead"), for the screen to show where the person acted. A request only one app sends (categories, rules, many
// transactions at once, transfers) lives in that app.
import type {
  ManualTransactionBody,
  SplitBody,
  SplitResponse,
  Transaction,
  TransactionDetail,
  TransactionPatch,
} from '../contracts';
import { apiRequest, type RequestSignal } from '@finance/shared';

/** An id as one path segment: ids are the server's, but a slash or a question mark in one must not change the route. */
const segment = (id: string) => encodeURIComponent(id);

/** The Transaction the apps hold, of the full form the API answers a change with (the detail fields left out). */
export function transactionOfDetail(detail: TransactionDetail): Transaction {
  const {
    authorized_date: _authorized,
    payment_channel: _channel,
    institution_id: _institution,
    personal_finance_category: category,
    ...held
  } = detail;
  return { ...held, personal_finance_category: category === null ? null : { primary: category.primary } };
}

/** Changes the given fields of one transaction (null puts one back to the bank's); answers it as now stored. */
export function updateTransaction(
  transactionId: string,
  patch: TransactionPatch,
  { signal }: RequestSignal = {},
): Promise<TransactionDetail> {
  return apiRequest<TransactionDetail>(`/transactions/${segment(transactionId)}`, {
    method: 'PATCH',
    body: patch,
    signal,
  });
}

/** A key naming one intended transaction (128 random bits), from the one source every browser has. */
function idempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Adds a cash or manual transaction to one of the person's accounts; answers it as stored (its id is the server's).
 * The request carries an Idempotency-Key, so that sending it again (the retry after a 401) never adds it twice.
 */
export function addTransaction(
  body: ManualTransactionBody,
  { signal }: RequestSignal = {},
): Promise<TransactionDetail> {
  const headers = { 'Idempotency-Key': idempotencyKey() };
  return apiRequest<TransactionDetail>('/transactions', { method: 'POST', body, headers, signal });
}

/** Removes a manual transaction (one from the bank is refused: it can only be excluded). */
export async function removeTransaction(transactionId: string, { signal }: RequestSignal = {}): Promise<void> {
  await apiRequest<void>(`/transactions/${segment(transactionId)}`, { method: 'DELETE', signal });
}

/**
 * Splits a transaction into parts that add up to it (or gives a split one new parts, which replace the old ones);
 * answers the whole, marked split, and its parts as stored.
 */
export function splitTransaction(
  transactionId: string,
  body: SplitBody,
  { signal }: RequestSignal = {},
): Promise<SplitResponse> {
  return apiRequest<SplitResponse>(`/transactions/${segment(transactionId)}/split`, { method: 'PUT', body, signal });
}

/** Makes a split transaction whole again (its parts are removed); answers the whole as stored. */
export function unsplitTransaction(transactionId: string, { signal }: RequestSignal = {}): Promise<TransactionDetail> {
  return apiRequest<TransactionDetail>(`/transactions/${segment(transactionId)}/split`, { method: 'DELETE', signal });
}
