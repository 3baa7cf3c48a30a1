// The bank-linking calls: one request per function, all through the one API client.
import type {
  Account,
  ExchangeBody,
  ExchangeResponse,
  HandKeptAccountBody,
  LinkTokenResponse,
  RemovalRequest,
  RemovalResponse,
  SyncBody,
  SyncResponse,
} from '../contracts';
import { apiRequest, type RequestSignal } from '@finance/shared';

export function getAccounts({ signal }: RequestSignal = {}): Promise<Account[]> {
  return apiRequest<Account[]>('/plaid/accounts', { signal });
}

/** A Link token; with the institution of a connection that needs repair, one for Link's update mode. */
export function createLinkToken(repairInstitutionId?: string): Promise<LinkTokenResponse> {
  return apiRequest<LinkTokenResponse>('/plaid/link-token', {
    method: 'POST',
    body: repairInstitutionId ? { institution_id: repairInstitutionId } : {},
  });
}

export function exchangePublicToken(request: ExchangeBody, { signal }: RequestSignal = {}): Promise<ExchangeResponse> {
  return apiRequest<ExchangeResponse>('/plaid/exchange-token', { method: 'POST', body: request, signal });
}

export function syncAccounts(request: SyncBody, { signal }: RequestSignal = {}): Promise<SyncResponse> {
  return apiRequest<SyncResponse>('/plaid/accounts/sync', { method: 'POST', body: request, signal });
}

export function removeAccounts(request: RemovalRequest, { signal }: RequestSignal = {}): Promise<RemovalResponse> {
  return apiRequest<RemovalResponse>('/plaid/accounts', { method: 'DELETE', body: request, signal });
}

/** Adds an account kept by hand (cash, checking, credit card, loan, other); answers it as listed. */
export function createHandKeptAccount(body: HandKeptAccountBody, { signal }: RequestSignal = {}): Promise<Account> {
  return apiRequest<Account>('/accounts', { method: 'POST', body, signal });
}

/** Renames an account kept by hand; they are removed with the others (removeAccounts, naming KEPT_BY_HAND_ID). */
export function renameHandKeptAccount(
  accountId: string,
  name: string,
  { signal }: RequestSignal = {},
): Promise<Account> {
  return apiRequest<Account>(`/accounts/${encodeURIComponent(accountId)}`, { method: 'PATCH', body: { name }, signal });
}
