/**
 * The bank provider's records as the API stores them (Plaid's shapes, reduced): what the provider client returns and
 * the repositories write. Here rather than beside the client, so that storing them does not depend on calling Plaid.
 */

/** The provider's view of an account (Plaid's shape, reduced to what is stored). */
export interface ProviderAccount {
  account_id: string;
  name: string;
  official_name: string | null;
  type: string;
  subtype: string | null;
  mask: string | null;
  balances: {
    current: number | null;
    available: number | null;
    limit: number | null;
    iso_currency_code: string | null;
  };
}

export interface ProviderTransaction {
  transaction_id: string;
  account_id: string;
  date: string;
  authorized_date: string | null;
  amount: number;
  iso_currency_code: string | null;
  name: string | null;
  merchant_name: string | null;
  category: string[] | null;
  personal_finance_category: { primary: string; detailed?: string | null } | null;
  payment_channel: string | null;
  pending: boolean;
  /** A posted transaction's pending one, which the same sync removes. */
  pending_transaction_id?: string | null;
}

/** One of the provider's recurring streams (/transactions/recurring/get), as far as it is used here. */
export interface ProviderRecurringStream {
  stream_id: string;
  direction: 'outflow' | 'inflow';
  frequency: string;
  status: string;
  transaction_ids: string[];
}
