// The bank-linking calls: one request per function, all through the one API client.
import type { Account, RemovalRequest } from '../types/entities';
import { apiRequest } from './api-client';

export interface LinkTokenResponse {
  link_token: string;
  expiration: string;
  mode: 'link' | 'update';
}

export interface ExchangeRequest {
  public_token: string;
  institution_id: string;
  institution_name: string;
  link_session_id?: string;
  accounts?: { id: string; name?: string; type?: string; subtype?: string | null; mask?: string | null }[];
}

export interface ExchangeResponse {
  item_id: string;
  institution_id: string;
  institution_name: string;
  accounts: Account[];
}

export interface SyncRequest {
  institution_id: string;
  accounts?: string[];
}

export interface SyncResponse {
  institution_id: string;
  last_sync: string | null;
  transactions_upserted: number;
  transactions_removed: number;
  accounts: Account[];
}

export interface RemovalResponse {
  accounts_removed: string[];
  items_removed: string[];
  message?: string;
}

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

export function exchangePublicToken(request: ExchangeRequest): Promise<ExchangeResponse> {
  return apiRequest<ExchangeResponse>('/plaid/exchange-token', { method: 'POST', body: request });
}

export function syncAccounts(request: SyncRequest): Promise<SyncResponse> {
  return apiRequest<SyncResponse>('/plaid/accounts/sync', { method: 'POST', body: request });
}

export function removeAccounts(request: RemovalRequest): Promise<RemovalResponse> {
  return apiRequest<RemovalResponse>('/plaid/accounts', { method: 'DELETE', body: request });
}
