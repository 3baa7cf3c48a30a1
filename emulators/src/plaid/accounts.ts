import type { AccountSubtype } from 'plaid';
import { stableId, SeededRandom } from './seeded-random';
import type { Wire } from '../common/wire';

export type AccountType = 'depository' | 'credit' | 'loan' | 'investment';

export interface AccountTemplate {
  mask: string;
  name: string;
  official_name: string | null;
  type: AccountType;
  subtype: Wire<AccountSubtype>;
  /** Range of the current balance; the item's seed picks a value in it. */
  balance: [number, number];
  limit?: number;
}

/** The accounts Plaid's sandbox gives `user_good`, with their names and masks; balances made realistic. */
export const ACCOUNT_TEMPLATES: AccountTemplate[] = [
  {
    mask: '0000',
    name: 'Plaid Checking',
    official_name: 'Plaid Gold Standard 0% Interest Checking',
    type: 'depository',
    subtype: 'checking',
    balance: [1800, 9500],
  },
  {
    mask: '1111',
    name: 'Plaid Saving',
    official_name: 'Plaid Silver Standard 0.1% Interest Saving',
    type: 'depository',
    subtype: 'savings',
    balance: [4000, 30000],
  },
  {
    mask: '2222',
    name: 'Plaid CD',
    official_name: 'Plaid Bronze Standard 0.2% Interest CD',
    type: 'depository',
    subtype: 'cd',
    balance: [1000, 10000],
  },
  {
    mask: '3333',
    name: 'Plaid Credit Card',
    official_name: 'Plaid Diamond 12.5% APR Interest Credit Card',
    type: 'credit',
    subtype: 'credit card',
    balance: [300, 2500],
    limit: 8000,
  },
  {
    mask: '4444',
    name: 'Plaid Money Market',
    official_name: 'Plaid Platinum Standard 1.85% Interest Money Market',
    type: 'depository',
    subtype: 'money market',
    balance: [10000, 45000],
  },
  { mask: '5555', name: 'Plaid IRA', official_name: null, type: 'investment', subtype: 'ira', balance: [8000, 60000] },
  {
    mask: '6666',
    name: 'Plaid 401k',
    official_name: null,
    type: 'investment',
    subtype: '401k',
    balance: [20000, 150000],
  },
  {
    mask: '7777',
    name: 'Plaid Student Loan',
    official_name: null,
    type: 'loan',
    subtype: 'student',
    balance: [12000, 65000],
  },
  {
    mask: '8888',
    name: 'Plaid Mortgage',
    official_name: null,
    type: 'loan',
    subtype: 'mortgage',
    balance: [150000, 420000],
  },
];

export interface PlaidAccount {
  account_id: string;
  balances: {
    available: number | null;
    current: number;
    iso_currency_code: 'USD';
    limit: number | null;
    unofficial_currency_code: null;
  };
  mask: string;
  name: string;
  official_name: string | null;
  persistent_account_id: string;
  subtype: Wire<AccountSubtype>;
  type: AccountType;
}

export function templateFor(mask: string): AccountTemplate {
  const template = ACCOUNT_TEMPLATES.find((item) => item.mask === mask);
  if (!template) throw new Error(`no account template ${mask}`);
  return template;
}

// A page of transactions is one item's: its account ids are hashed once, not once a transaction.
let idsOfLastItem = { itemId: '', ids: new Map<string, string>() };

export function accountIdFor(itemId: string, mask: string): string {
  if (idsOfLastItem.itemId !== itemId) idsOfLastItem = { itemId, ids: new Map() };
  let id = idsOfLastItem.ids.get(mask);
  if (id === undefined) {
    id = stableId('account', itemId, mask);
    idsOfLastItem.ids.set(mask, id);
  }
  return id;
}

/** An item's account as /accounts/get returns it; balances follow the item's seed and its newer transactions. */
export function accountFor(itemId: string, seed: string, mask: string, balanceShift = 0): PlaidAccount {
  const template = templateFor(mask);
  const random = new SeededRandom(`${seed}|balance|${mask}`);
  const current = Math.round((random.amount(template.balance[0], template.balance[1]) + balanceShift) * 100) / 100;
  let available: number | null = null;
  if (template.type === 'depository')
    available = Math.round((current - (template.subtype === 'checking' ? random.amount(0, 150) : 0)) * 100) / 100;
  if (template.type === 'credit') available = Math.round(((template.limit ?? 0) - current) * 100) / 100;
  return {
    account_id: accountIdFor(itemId, mask),
    balances: {
      available,
      current,
      iso_currency_code: 'USD',
      limit: template.limit ?? null,
      unofficial_currency_code: null,
    },
    mask,
    name: template.name,
    official_name: template.official_name,
    persistent_account_id: stableId('persistent', seed, mask),
    subtype: template.subtype,
    type: template.type,
  };
}
