// The entities of spec section 3, as the apps read them from the session, the API and the provider.

export type AccountType = 'depository' | 'credit' | 'loan' | 'investment';
export const ACCOUNT_TYPES: readonly AccountType[] = ['depository', 'credit', 'loan', 'investment'];

/** Booleans from the server may arrive as true or as the string "true". */
export type ServerBoolean = boolean | 'true' | 'false';

export interface SessionUserAttributes {
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
  profile_completed: boolean;
  accounts_linked: boolean;
}

export interface SessionUser {
  /** From the token's preferred_username claim, falling back to the server's user_id. */
  user_id: string;
  /** The single enabled federated provider. */
  provider: 'google';
  attributes: SessionUserAttributes;
}

export interface AuthState {
  isAuthenticated: boolean;
  user: SessionUser | null;
  isLoading: boolean;
  isProfileComplete: boolean;
  accounts_linked: boolean;
}

export interface UserMetadataResponse {
  needs_session_refresh: ServerBoolean;
  profile_completed: ServerBoolean;
  accounts_linked: ServerBoolean;
  user_id: string;
  given_name: string | null;
  family_name: string | null;
}

export interface TokenClaims {
  sub: string;
  email?: string;
  email_verified?: boolean | 'true' | 'false';
  preferred_username?: string;
  given_name?: string;
  family_name?: string;
  /** Seconds since the epoch. */
  exp: number;
}

export interface AccountBalances {
  current: number | null;
  available: number | null;
  limit: number | null;
  iso_currency_code: string | null;
}

/** A connection's health: good, or the trouble the bank-linking provider reported. */
export type ItemStatus = 'good' | 'login_required' | 'pending_expiration' | 'error';

export interface Account {
  account_id: string;
  /** The connection (item); equal to institution_id. */
  item_id: string;
  institution_id: string;
  institution_name: string | null;
  name: string;
  official_name: string | null;
  type: AccountType;
  subtype: string | null;
  mask: string | null;
  last_sync: string | null;
  balances: AccountBalances;
  item_status: ItemStatus;
  item_error: { error_code: string; error_message: string } | null;
}

/** Built client-side by grouping accounts by institution_id; item_id equals institution_id. */
export interface InstitutionGroup {
  item_id: string;
  institution_id: string;
  institution_name: string | null;
  accounts: Account[];
}

export interface LinkedAccountMetadata {
  id: string;
  name: string;
  type: string;
  subtype: string | null;
  mask: string | null;
}

export interface LinkResult {
  public_token: string;
  institution: { institution_id: string; name: string } | null;
  link_session_id: string;
  accounts: LinkedAccountMetadata[];
}

export interface RemovalRequest {
  items: string[];
  accounts: Record<string, string[]>;
}

export interface Transaction {
  transaction_id: string;
  account_id: string;
  /** YYYY-MM-DD */
  date: string;
  /** Positive: money out; negative: money in. */
  amount: number;
  iso_currency_code: string | null;
  pending: boolean;
  merchant_name: string | null;
  name: string | null;
  category: string[];
  personal_finance_category: { primary: string | null } | null;
  account_name: string | null;
  account_mask: string | null;
  institution_name: string | null;
}

export interface ColumnConfigItem {
  id: string;
  label: string;
  /** A px string, e.g. "180px". */
  width: string;
  visible: boolean;
  sortable: boolean;
  filterable: boolean;
}

export interface FilterState {
  startDate: string;
  endDate: string;
  minAmount: number | null;
  maxAmount: number | null;
  categories: string[];
  searchTerm: string;
  account: string[];
  institution: string[];
}

export interface SyncStatus {
  lastSync: string | null;
  isSyncing: boolean;
  syncError: string | null;
}
