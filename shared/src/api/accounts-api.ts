// The bank-linking calls: one request per function, all through the one API client.
import type {
  Account,
  ExchangeBody,
  ExchangeResponse,
  LinkTokenResponse,
  RemovalRequest,
  RemovalResponse,
  SyncBody,
  SyncResponse,
} from '../contracts';
import { apiRequest } from '@finance/shared';

export function getAccounts(): Promise<Account[]> {
  return apiRequest<Account[]>('/plaid/accounts');
}

/** A Link token; with the institution of a connection that needs repair, one for Link's update mode. */
export function createLinkToken(repairInstitutionId?: string): Promise<LinkTokenResponse> {
  return apiRequest<LinkTokenResponse>('/plaid/link-token', {
    method: 'POST',
    body: repairInstitutionId ? { institution_id: repairInstitutionId } : {},
  });
}

export function exchangePublicToken(request: ExchangeBody): Promise<ExchangeResponse> {
  return apiRequest<ExchangeResponse>('/plaid/exchange-token', { method: 'POST', body: request });
}

export function syncAccounts(request: SyncBody): Promise<SyncResponse> {
  return apiRequest<SyncResponse>('/plaid/accounts/sync', { method: 'POST', body: request });
}

export function removeAccounts(request: RemovalRequest): Promise<RemovalResponse> {
  return apiRequest<RemovalResponse>('/plaid/accounts', { method: 'DELETE', body: request });
}
