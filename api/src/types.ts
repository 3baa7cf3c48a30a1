import type { Config } from './config';
import type { Database } from './db/database';
import type { TokenCipher } from './lib/token-cipher';
import type { DataAccess, Repositories } from './repositories';
import type { UserRow } from './repositories/users-repository';
import type { BalanceHistoryService } from './services/balance-history-service';
import type { BankProvider } from './services/bank-provider';
import type { BudgetsService } from './services/budgets-service';
import type { RecurringService } from './services/recurring-service';
import type { InsightsService } from './services/insights-service';
import type { CategoriesService } from './services/categories-service';
import type { HealthService } from './services/health-service';
import type { IdentityAdmin } from './services/identity-admin';
import type { HandKeptAccountsService } from './services/hand-kept-accounts-service';
import type { LinkingService } from './services/linking-service';
import type { PreferencesService } from './services/preferences-service';
import type { SummariesService } from './services/summaries-service';
import type { TransactionChangesService } from './services/transaction-changes-service';
import type { TransactionEditsService } from './services/transaction-edits-service';
import type { TransactionsService } from './services/transactions-service';
import type { UserService } from './services/user-service';
import type { EventHub } from './services/event-hub';
import type { SyncJobs } from './services/sync-jobs';
import type { SyncService } from './services/sync-service';
import type { WebhookService } from './services/webhook-service';
import type { RulesService } from './services/rules-service';
import type { BulkEditService } from './services/bulk-edit-service';
import type { TransfersService } from './services/transfers-service';
import type { SplitsService } from './services/splits-service';
import type { IdTokenClaims, TokenVerifier } from './services/token-verifier';
import type { RateLimits } from './plugins/external/rate-limit';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    cipher: TokenCipher;
    provider: BankProvider;
    identity: IdentityAdmin;
    tokenVerifier: TokenVerifier;
    syncService: SyncService;
    syncJobs: SyncJobs;
    webhookService: WebhookService;
    eventHub: EventHub;
    linkingService: LinkingService;
    handKeptAccountsService: HandKeptAccountsService;
    balanceHistoryService: BalanceHistoryService;
    userService: UserService;
    summariesService: SummariesService;
    transactionsService: TransactionsService;
    transactionChangesService: TransactionChangesService;
    transactionEditsService: TransactionEditsService;
    categoriesService: CategoriesService;
    preferencesService: PreferencesService;
    healthService: HealthService;
    rulesService: RulesService;
    bulkEditService: BulkEditService;
    transfersService: TransfersService;
    splitsService: SplitsService;
    budgetsService: BudgetsService;
    recurringService: RecurringService;
    insightsService: InsightsService;
    /** The repositories over the app's database; services take them from here (routes use the services). */
    repositories: Repositories;
    /** The repositories and the database transactions with repositories over their connection (DataAccess). */
    data: DataAccess;
    rateLimits: RateLimits;
  }
  interface FastifyRequest {
    /** The verified ID token's claims; null on public routes. */
    auth: IdTokenClaims | null;
    /**
     * The caller's user row, resolved once per request on every authenticated route; null on public routes and on
     * routes whose config says `unregistered` (the caller may have no user yet).
     */
    user: UserRow;
  }
  interface FastifyContextConfig {
    /** No bearer token needed (health, docs, provider webhook). */
    public?: boolean;
    /** Authenticated, but the caller may have no user row yet (sign-up): request.user is not resolved. */
    unregistered?: boolean;
  }
}

/** Replaceable parts, for tests and the bench; each defaults to the real one built from config. */
export interface AppDeps {
  db?: Database;
  tokenVerifier?: TokenVerifier;
  identity?: IdentityAdmin;
  provider?: BankProvider;
  /** The time a write of the bank's balances is recorded under (balance-days.ts); tests move it from day to day. */
  now?: () => Date;
}
