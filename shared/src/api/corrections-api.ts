// What a person corrects of their transactions (contracts/corrections.ts): edits of one transaction, cash and manual
// transactions, their own categories, rules, many transactions at once, and transfers. One request per function, all
// through the one API client; a refusal rejects with ApiError carrying the server's message ("Unknown category", "A
// transaction from the bank cannot be removed; exclude it instead"), for the screen to show where the person acted.
import type {
  BulkEditBody,
  BulkEditResponse,
  CategoriesResponse,
  Category,
  ManualTransactionBody,
  Rule,
  RuleBody,
  RuleMatchesQuery,
  RuleMatchesResponse,
  RuleResponse,
  RulesResponse,
  Transaction,
  TransactionDetail,
  TransactionPatch,
} from '../contracts';
import { apiRequest, type RequestSignal } from '@finance/shared';

/** An id as one path segment: ids are the server's, but a slash or a question mark in one must not change the route. */
const segment = (id: string) => encodeURIComponent(id);

/** The Transaction the apps hold, of the full form the API answers a change with (the detail fields left out). */
export function heldTransaction(detail: TransactionDetail): Transaction {
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

/** Sets the category, or excluded, of many transactions at once: by ids, or by the filter GET /transactions takes. */
export function bulkEdit(body: BulkEditBody, { signal }: RequestSignal = {}): Promise<BulkEditResponse> {
  return apiRequest<BulkEditResponse>('/transactions/bulk', { method: 'POST', body, signal });
}

/** The provider's sixteen categories first, then the person's own, by name. */
export async function getCategories({ signal }: RequestSignal = {}): Promise<Category[]> {
  return (await apiRequest<CategoriesResponse>('/categories', { signal })).categories;
}

export function createCategory(name: string, { signal }: RequestSignal = {}): Promise<Category> {
  return apiRequest<Category>('/categories', { method: 'POST', body: { name }, signal });
}

export function renameCategory(categoryId: string, name: string, { signal }: RequestSignal = {}): Promise<Category> {
  return apiRequest<Category>(`/categories/${segment(categoryId)}`, { method: 'PATCH', body: { name }, signal });
}

/** Deletes one of the person's categories: its transactions go back to the bank's, the rules naming it go. */
export async function deleteCategory(categoryId: string, { signal }: RequestSignal = {}): Promise<void> {
  await apiRequest<void>(`/categories/${segment(categoryId)}`, { method: 'DELETE', signal });
}

/** The person's rules, oldest first. */
export async function getRules({ signal }: RequestSignal = {}): Promise<Rule[]> {
  return (await apiRequest<RulesResponse>('/rules', { signal })).rules;
}

/** Makes a rule and applies it to every existing match at once; answers it with how many it changed. */
export function createRule(body: RuleBody, { signal }: RequestSignal = {}): Promise<RuleResponse> {
  return apiRequest<RuleResponse>('/rules', { method: 'POST', body, signal });
}

export function updateRule(ruleId: string, body: RuleBody, { signal }: RequestSignal = {}): Promise<RuleResponse> {
  return apiRequest<RuleResponse>(`/rules/${segment(ruleId)}`, { method: 'PATCH', body, signal });
}

export async function deleteRule(ruleId: string, { signal }: RequestSignal = {}): Promise<void> {
  await apiRequest<void>(`/rules/${segment(ruleId)}`, { method: 'DELETE', signal });
}

/** How many existing transactions a rule with this match would change ("Always categorize ... (12 transactions)"). */
export async function ruleMatches(query: RuleMatchesQuery, { signal }: RequestSignal = {}): Promise<number> {
  return (await apiRequest<RuleMatchesResponse>('/rules/matches', { query, signal })).matches;
}

/** Pairs two of the person's transactions as a transfer by hand (opposite signs, different accounts). */
export async function pairTransfer(
  transactionIds: [string, string],
  { signal }: RequestSignal = {},
): Promise<[string, string]> {
  const response = await apiRequest<{ transaction_ids: [string, string] }>('/transfers', {
    method: 'POST',
    body: { transaction_ids: transactionIds },
    signal,
  });
  return response.transaction_ids;
}

/** Unpairs a transfer (both halves); automatic pairing leaves them alone afterwards. */
export async function unpairTransfer(transactionId: string, { signal }: RequestSignal = {}): Promise<void> {
  await apiRequest<void>(`/transfers/${segment(transactionId)}`, { method: 'DELETE', signal });
}
