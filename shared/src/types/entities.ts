// The entities the apps work with. Every shape that crosses the wire comes from the contracts (type-only, so no
// schema code reaches a browser bundle); the app-only shapes (session, auth state, filters, sync status) are here.
import type { Account, LinkedAccountMetadata, UserMetadataResponse as WireUserMetadata } from '../contracts';

export type {
  Account,
  AccountBalances,
  AccountList,
  AccountType,
  ColumnConfigItem,
  ExchangeBody,
  ExchangeResponse,
  ItemError,
  ItemStatus,
  LinkedAccountMetadata,
  LinkTokenResponse,
  PersonalFinanceCategory,
  RemovalFailure,
  RemovalRequest,
  RemovalResponse,
  SyncResponse,
  Transaction,
  TransactionAccount,
  TransactionDetail,
  TransactionRow,
  TransactionsCompactResponse,
  TransactionsResponse,
  UserMetadataResponse,
} from '../contracts';

/** The account types the apps group (Bank Accounts, Credit Cards, Loans, Investments), in that order. */
export const ACCOUNT_TYPES = [
  'depository',
  'credit',
  'loan',
  'investment',
] as const satisfies readonly Account['type'][];

/** Booleans from the server may arrive as true or as the string "true". */
export type ServerBoolean = boolean | 'true' | 'false';

/** The metadata response as the session reads it: its booleans may arrive as strings, email comes from the token. */
export type ReceivedUserMetadata = {
  [K in 'needs_session_refresh' | 'profile_completed' | 'accounts_linked']: ServerBoolean;
} & Pick<WireUserMetadata, 'user_id' | 'given_name' | 'family_name'>;

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

/** Built client-side by grouping accounts by institution_id; item_id equals institution_id. */
export interface InstitutionGroup {
  item_id: string;
  institution_id: string;
  institution_name: string;
  accounts: Account[];
}

/** What Link's onSuccess hands the app. */
export interface LinkResult {
  public_token: string;
  institution: { institution_id: string; name: string } | null;
  link_session_id: string;
  accounts: LinkedAccountMetadata[];
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
  /** The payee a summary names (its payee figure opens the rows it adds up), exactly as it spells it; '' for any. */
  payee: string;
}

export interface SyncStatus {
  lastSync: string | null;
  isSyncing: boolean;
  syncError: string | null;
}
