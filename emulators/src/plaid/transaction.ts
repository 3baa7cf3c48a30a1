import type {
  Location,
  PaymentMeta,
  PersonalFinanceCategory,
  TransactionCounterparty,
  TransactionPaymentChannelEnum,
} from 'plaid';
import { accountIdFor } from './accounts';
import type { MerchantSpec } from './merchants';
import { stableId } from './seeded-random';
import type { Wire } from '../common/wire';

/** A transaction in Plaid's /transactions/sync shape. */
export interface PlaidTransaction {
  account_id: string;
  account_owner: null;
  amount: number;
  authorized_date: string;
  authorized_datetime: null;
  category: string[];
  category_id: string;
  check_number: null;
  counterparties: Array<Wire<TransactionCounterparty>>;
  date: string;
  datetime: null;
  iso_currency_code: string;
  location: Wire<Location>;
  logo_url: string | null;
  merchant_entity_id: string | null;
  merchant_name: string | null;
  name: string;
  payment_channel: Wire<TransactionPaymentChannelEnum>;
  payment_meta: Wire<PaymentMeta>;
  pending: boolean;
  pending_transaction_id: string | null;
  personal_finance_category: Wire<PersonalFinanceCategory>;
  personal_finance_category_icon_url: string;
  transaction_code: null;
  transaction_id: string;
  transaction_type: 'place' | 'special';
  unofficial_currency_code: null;
  website: string | null;
}

/** One generated movement before it becomes a transaction: which account, what, how much (positive = money out). */
export interface Draft {
  mask: string;
  spec: MerchantSpec;
  amount: number;
  day: string;
}

// One a merchant (the merchant list is fixed), not a hash a transaction.
const merchantEntities = new Map<string, string>();

function merchantEntityId(merchantName: string): string {
  let id = merchantEntities.get(merchantName);
  if (id === undefined) {
    id = stableId('merchant', merchantName).slice(0, 20);
    merchantEntities.set(merchantName, id);
  }
  return id;
}

export function toTransaction(itemId: string, draft: Draft, transactionId: string, pending: boolean): PlaidTransaction {
  const { spec } = draft;
  const merchantEntity = spec.merchant_name ? merchantEntityId(spec.merchant_name) : null;
  return {
    account_id: accountIdFor(itemId, draft.mask),
    account_owner: null,
    amount: draft.amount,
    authorized_date: draft.day,
    authorized_datetime: null,
    category: spec.category,
    category_id: spec.category_id,
    check_number: null,
    counterparties: spec.merchant_name
      ? [
          {
            name: spec.merchant_name,
            type: 'merchant',
            website: spec.website,
            logo_url: null,
            entity_id: merchantEntity,
            confidence_level: 'VERY_HIGH',
          },
        ]
      : [],
    date: draft.day,
    datetime: null,
    iso_currency_code: 'USD',
    location: {
      address: null,
      city: null,
      region: null,
      postal_code: null,
      country: null,
      lat: null,
      lon: null,
      store_number: null,
    },
    logo_url: null,
    merchant_entity_id: merchantEntity,
    merchant_name: spec.merchant_name,
    name: spec.descriptor,
    payment_channel: spec.channel,
    payment_meta: {
      by_order_of: null,
      payee: null,
      payer: null,
      payment_method: null,
      payment_processor: null,
      ppd_id: null,
      reason: null,
      reference_number: null,
    },
    pending,
    pending_transaction_id: null,
    personal_finance_category: { primary: spec.primary, detailed: spec.detailed, confidence_level: 'VERY_HIGH' },
    personal_finance_category_icon_url: `https://plaid-category-icons.plaid.com/PFC_${spec.primary}.png`,
    transaction_code: null,
    transaction_id: transactionId,
    transaction_type: spec.channel === 'other' ? 'special' : 'place',
    unofficial_currency_code: null,
    website: spec.website,
  };
}
