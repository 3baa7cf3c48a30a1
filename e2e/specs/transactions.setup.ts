import { expect, test as setup } from '../support/test';
import { screenshot } from '../support/app-page';
import { AccountsPage } from '../page-models/accounts-page';
import { newGoogleAccount } from '../page-models/hosted-sign-in-page';
import { signUp } from '../support/sign-up';
import { TransactionsPage } from '../page-models/transactions-page';
import { saveTransactionsPerson, TRANSACTIONS_STATE } from '../page-models/transactions-person';

// A person of their own for the transactions specs, so that their linked bank changes no other spec's person.
setup('a new person has no transactions until they link First Platypus Bank through Link', async ({ page }) => {
  const account = newGoogleAccount('Tess', 'Ledger');
  await signUp(page, account);
  const transactions = new TransactionsPage(page);
  await transactions.goto();
  await expect(
    page.getByText('You have not linked any accounts yet, so there are no transactions to show.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Link an account on the Accounts page' })).toHaveAttribute(
    'href',
    '/accounts',
  );
  await screenshot(page, 'transactions-0-no-accounts');

  const accounts = new AccountsPage(page);
  await accounts.goto();
  await accounts.linkInstitution('First Platypus Bank');
  await accounts.waitForFirstSync('First Platypus Bank');
  await transactions.goto();
  await transactions.waitForRows();
  await expect(transactions.bodyRows.first()).toBeVisible();
  await page.context().storageState({ path: TRANSACTIONS_STATE });
  saveTransactionsPerson(account);
});
