import fs from 'node:fs';
import path from 'node:path';
import type { GoogleAccount } from './hosted-sign-in-page';
import { SIGNED_IN_STATE } from '../support/signed-in-user';

const authDir = path.dirname(SIGNED_IN_STATE);

/** The person of the transactions specs, who has linked First Platypus Bank: their browser storage and who they are. */
export const TRANSACTIONS_STATE = path.join(authDir, 'transactions.json');
const TRANSACTIONS_USER = path.join(authDir, 'transactions-user.json');

export function saveTransactionsPerson(account: GoogleAccount): void {
  fs.writeFileSync(TRANSACTIONS_USER, JSON.stringify(account));
}

export function transactionsPerson(): GoogleAccount {
  return JSON.parse(fs.readFileSync(TRANSACTIONS_USER, 'utf8')) as GoogleAccount;
}
