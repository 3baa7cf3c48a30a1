// The requests the store makes, each taking the owner session's signal; tests pass fakes.
import * as accountsApi from '../api/accounts-api';
import * as correctionsApi from '../api/corrections-api';
import * as summariesApi from '../api/summaries-api';
import * as transactionsApi from '../api/transactions-api';

export interface FinancialStoreApi {
  getAccounts: typeof accountsApi.getAccounts;
  exchangePublicToken: typeof accountsApi.exchangePublicToken;
  syncAccounts: typeof accountsApi.syncAccounts;
  removeAccounts: typeof accountsApi.removeAccounts;
  createHandKeptAccount: typeof accountsApi.createHandKeptAccount;
  renameHandKeptAccount: typeof accountsApi.renameHandKeptAccount;
  getTransactions: typeof transactionsApi.getTransactions;
  getTransactionChanges: typeof transactionsApi.getTransactionChanges;
  getCategorySummary: typeof summariesApi.getCategorySummary;
  getMonthlySummary: typeof summariesApi.getMonthlySummary;
  getPayeeSummary: typeof summariesApi.getPayeeSummary;
  getSpendingTrends: typeof summariesApi.getSpendingTrends;
  addTransaction: typeof correctionsApi.addTransaction;
  updateTransaction: typeof correctionsApi.updateTransaction;
  removeTransaction: typeof correctionsApi.removeTransaction;
  splitTransaction: typeof correctionsApi.splitTransaction;
  unsplitTransaction: typeof correctionsApi.unsplitTransaction;
}

export const defaultApi: FinancialStoreApi = {
  ...accountsApi,
  ...transactionsApi,
  ...summariesApi,
  addTransaction: correctionsApi.addTransaction,
  updateTransaction: correctionsApi.updateTransaction,
  removeTransaction: correctionsApi.removeTransaction,
  splitTransaction: correctionsApi.splitTransaction,
  unsplitTransaction: correctionsApi.unsplitTransaction,
};
