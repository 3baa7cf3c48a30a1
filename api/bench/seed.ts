import crypto from 'node:crypto';
import type { Database } from '../src/db/database';
import { monthsBackIso } from '../src/lib/dates';
import type { TokenCipher } from '../src/lib/token-cipher';
import { ItemsRepository } from '../src/repositories/items-repository';
import { TransactionsRepository } from '../src/repositories/transactions-repository';
import { UsersRepository } from '../src/repositories/users-repository';
import type { ProviderAccount, ProviderTransaction } from '../src/domain/provider-data';

/** The merchants the benches' transactions take turns at: name, category primary, category detailed. */
export const MERCHANTS: [string, string, string][] = [
  ['Whole Foods', 'FOOD_AND_DRINK', 'FOOD_AND_DRINK_GROCERIES'],
  ['Blue Bottle', 'FOOD_AND_DRINK', 'FOOD_AND_DRINK_COFFEE'],
  ['Shell', 'TRANSPORTATION', 'TRANSPORTATION_GAS'],
  ['Uber', 'TRANSPORTATION', 'TRANSPORTATION_TAXIS_AND_RIDE_SHARES'],
  ['Amazon', 'GENERAL_MERCHANDISE', 'GENERAL_MERCHANDISE_ONLINE_MARKETPLACES'],
  ['Netflix', 'ENTERTAINMENT', 'ENTERTAINMENT_TV_AND_MOVIES'],
  ['PG&E', 'RENT_AND_UTILITIES', 'RENT_AND_UTILITIES_GAS_AND_ELECTRICITY'],
  ['ACME Payroll', 'INCOME', 'INCOME_WAGES'],
  ['Transfer to savings', 'TRANSFER_OUT', 'TRANSFER_OUT_SAVINGS'],
];

/**
 * One user with one item, four accounts and `count` transactions spread over the last `months` months, at the
 * merchants in turn.
 */
export async function seedBenchUser(
  db: Database,
  cipher: TokenCipher,
  count: number,
  months: number,
  merchants = MERCHANTS,
): Promise<{ userId: string; sub: string }> {
  const sub = `bench-${crypto.randomUUID()}`;
  const user = await new UsersRepository(db).getOrCreate({
    provider: 'google',
    sub,
    email: 'bench@example.com',
    emailVerified: true,
    givenName: 'Bench',
    familyName: 'User',
  });
  const items = new ItemsRepository(db);
  const item = await items.insert({
    userId: user.user_id,
    plaidItemId: `item-${crypto.randomUUID()}`,
    institutionId: 'ins_109508',
    institutionName: 'First Platypus Bank',
    accessTokenEnc: cipher.encrypt('access-sandbox-bench'),
  });
  const accounts: ProviderAccount[] = ['Checking', 'Savings', 'Credit Card', 'Brokerage'].map((name, i) => ({
    account_id: `${item.plaid_item_id}-acc-${i}`,
    name: `Plaid ${name}`,
    official_name: null,
    type: ['depository', 'depository', 'credit', 'investment'][i]!,
    subtype: ['checking', 'savings', 'credit card', 'brokerage'][i]!,
    mask: String(1000 + i),
    balances: { current: 1000 * (i + 1), available: 900 * (i + 1), limit: null, iso_currency_code: 'USD' },
  }));
  await items.upsertAccounts(item, accounts);
  // Spread evenly over the window the transactions page asks for: the first day of the month 17 months ago to today.
  const now = Date.now();
  const span = now - Date.parse(monthsBackIso(months - 1));
  const txs: ProviderTransaction[] = Array.from({ length: count }, (_, n) => {
    const [merchant, primary, detailed] = merchants[n % merchants.length]!;
    const income = primary === 'INCOME';
    return {
      transaction_id: `${item.plaid_item_id}-tx-${n}`,
      account_id: accounts[n % 3]!.account_id,
      date: new Date(now - Math.floor((n / count) * span)).toISOString().slice(0, 10),
      authorized_date: null,
      amount: income ? -2500 : Math.round(((n * 7919) % 20000) + 100) / 100,
      iso_currency_code: 'USD',
      name: `${merchant.toUpperCase()} #${n % 97}`,
      merchant_name: merchant,
      category: [primary.split('_')[0]!],
      personal_finance_category: { primary, detailed },
      payment_channel: 'in store',
      pending: false,
    };
  });
  await db.transaction(async (tx) => {
    await new TransactionsRepository(tx).applyChanges(item.id, user.user_id, { added: txs, modified: [], removed: [] });
    await tx.query(`UPDATE items SET cursor = 'bench', last_sync = now() WHERE id = $1`, [item.id]);
  });
  return { userId: user.user_id, sub };
}
