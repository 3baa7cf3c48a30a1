import type { Database, Queryable } from '../db/database';
import { BalanceHistoryRepository } from './balance-history-repository';
import { BudgetsRepository } from './budgets-repository';
import { BulkEditsRepository } from './bulk-edits-repository';
import { CategoriesRepository } from './categories-repository';
import { EventsRepository } from './events-repository';
import { HandKeptAccountsRepository } from './hand-kept-accounts-repository';
import { HealthRepository } from './health-repository';
import { IdempotencyRepository } from './idempotency-repository';
import { InsightsRepository } from './insights-repository';
import { ItemsRepository } from './items-repository';
import { PreferencesRepository } from './preferences-repository';
import { RecurringRepository } from './recurring-repository';
import { RulesRepository } from './rules-repository';
import { SplitsRepository } from './splits-repository';
import { SummariesRepository } from './summaries-repository';
import { TransactionChangesRepository } from './transaction-changes-repository';
import { TransactionEditsRepository } from './transaction-edits-repository';
import { TransactionsRepository } from './transactions-repository';
import { TransfersRepository } from './transfers-repository';
import { UsersRepository } from './users-repository';

/** Every repository over one connection: the app's database, or one transaction's. */
export interface Repositories {
  readonly users: UsersRepository;
  readonly items: ItemsRepository;
  readonly balanceHistory: BalanceHistoryRepository;
  readonly handKeptAccounts: HandKeptAccountsRepository;
  readonly transactions: TransactionsRepository;
  readonly transactionChanges: TransactionChangesRepository;
  readonly transactionEdits: TransactionEditsRepository;
  readonly categories: CategoriesRepository;
  readonly summaries: SummariesRepository;
  readonly preferences: PreferencesRepository;
  readonly events: EventsRepository;
  readonly health: HealthRepository;
  readonly idempotency: IdempotencyRepository;
  readonly rules: RulesRepository;
  readonly bulkEdits: BulkEditsRepository;
  readonly transfers: TransfersRepository;
  readonly splits: SplitsRepository;
  readonly budgets: BudgetsRepository;
  readonly recurring: RecurringRepository;
  readonly insights: InsightsRepository;
  /**
   * The connection they share. The job queue enqueues on it, so that a job inside a transaction commits or rolls back
   * with what the transaction wrote; nothing else should query it (SQL lives in the repositories).
   */
  readonly connection: Queryable;
}

export function repositoriesOf(connection: Queryable): Repositories {
  return {
    users: new UsersRepository(connection),
    items: new ItemsRepository(connection),
    balanceHistory: new BalanceHistoryRepository(connection),
    handKeptAccounts: new HandKeptAccountsRepository(connection),
    transactions: new TransactionsRepository(connection),
    transactionChanges: new TransactionChangesRepository(connection),
    transactionEdits: new TransactionEditsRepository(connection),
    categories: new CategoriesRepository(connection),
    summaries: new SummariesRepository(connection),
    preferences: new PreferencesRepository(connection),
    events: new EventsRepository(connection),
    health: new HealthRepository(connection),
    idempotency: new IdempotencyRepository(connection),
    rules: new RulesRepository(connection),
    bulkEdits: new BulkEditsRepository(connection),
    transfers: new TransfersRepository(connection),
    splits: new SplitsRepository(connection),
    budgets: new BudgetsRepository(connection),
    recurring: new RecurringRepository(connection),
    insights: new InsightsRepository(connection),
    connection,
  };
}

/** Runs fn in one database transaction with the repositories over its connection: committed when fn resolves. */
export type RunInTransaction = <T>(fn: (tx: Repositories) => Promise<T>) => Promise<T>;

/** Runs fn in one database transaction that holds the person's write lock (UsersRepository.lockWrites) first. */
export type RunAsPerson = <T>(userId: string, fn: (tx: Repositories) => Promise<T>) => Promise<T>;

/**
 * How a service reaches the database: the repositories over the app's database, one transaction's, and one
 * transaction of a person's writes. Every write of a person's transactions, rules, categories or transfers (an edit, a
 * rule, a bulk change, a pairing, a removal, a sync's storing of rows) goes through `transactionFor`, so that they
 * never interleave: a rule saved while a sync stores rows waits for its commit and then sees every row, and a sync
 * after the rule reads it.
 */
export interface DataAccess {
  readonly repositories: Repositories;
  readonly transaction: RunInTransaction;
  readonly transactionFor: RunAsPerson;
}

export function dataAccessOf(db: Database): DataAccess {
  return {
    repositories: repositoriesOf(db),
    transaction: (fn) => db.transaction((tx) => fn(repositoriesOf(tx))),
    transactionFor: (userId, fn) =>
      db.transaction(async (tx) => {
        const repositories = repositoriesOf(tx);
        await repositories.users.lockWrites(userId);
        return fn(repositories);
      }),
  };
}
