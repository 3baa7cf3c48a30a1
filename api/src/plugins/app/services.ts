import fp from 'fastify-plugin';
import { openDatabase } from '../../db/open-database';
import { migrate } from '../../db/migrate';
import { TokenCipher, resolveEncryptionKey } from '../../lib/token-cipher';
import { createPlaidProvider } from '../../services/bank-provider';
import { createCognitoAdmin } from '../../services/identity-admin';
import { BalanceHistoryService } from '../../services/balance-history-service';
import { BudgetsService } from '../../services/budgets-service';
import { CategoriesService } from '../../services/categories-service';
import { HealthService } from '../../services/health-service';
import { HandKeptAccountsService } from '../../services/hand-kept-accounts-service';
import { LinkingService } from '../../services/linking-service';
import { PreferencesService } from '../../services/preferences-service';
import { RecurringService } from '../../services/recurring-service';
import { InsightsService } from '../../services/insights-service';
import { SummariesService } from '../../services/summaries-service';
import { TransactionChangesService } from '../../services/transaction-changes-service';
import { TransactionEditsService } from '../../services/transaction-edits-service';
import { TransactionsService } from '../../services/transactions-service';
import { UserService } from '../../services/user-service';
import { EventHub } from '../../services/event-hub';
import { SyncJobs } from '../../services/sync-jobs';
import { SyncService } from '../../services/sync-service';
import { createCognitoVerifier } from '../../services/token-verifier';
import { WebhookService } from '../../services/webhook-service';
import { RulesService } from '../../services/rules-service';
import { BulkEditService } from '../../services/bulk-edit-service';
import { TransfersService } from '../../services/transfers-service';
import { SplitsService } from '../../services/splits-service';
import type { AppDeps } from '../../types';
import repositoriesPlugin from './repositories';

/**
 * The database (migrated at start), its repositories, the cipher, the outside services (each replaceable through
 * deps) and the services built on them. Services reach the database only through the repositories: the app's, or a
 * transaction's (app.data).
 */
export default fp<{ deps: AppDeps }>(
  async (app, { deps }) => {
    const { config } = app;
    const db =
      deps.db ??
      (await openDatabase({
        databaseUrl: config.databaseUrl,
        schema: config.databaseSchema,
        dropSchemaOnClose: config.dropSchemaOnClose,
        pgliteDir: config.pgliteDir,
      }));
    if (db.autovacuum) db.autovacuum.onError = (err) => app.log.warn({ err }, 'PGlite autovacuum failed');
    const applied = await migrate(db);
    if (applied.length) app.log.info({ applied, database: db.kind }, 'migrations applied');
    app.decorate('db', db);
    app.decorate('cipher', new TokenCipher(resolveEncryptionKey(config.tokenEncryptionKey, config.dataDir)));
    app.decorate('provider', deps.provider ?? createPlaidProvider(config.plaid));
    app.decorate('identity', deps.identity ?? createCognitoAdmin(config.cognito));
    app.decorate('tokenVerifier', deps.tokenVerifier ?? createCognitoVerifier(config.cognito));
    await app.register(repositoriesPlugin);
    const { data, repositories } = app;
    const now = deps.now ?? (() => new Date());
    const recurringService = new RecurringService(data, now);
    app.decorate('recurringService', recurringService);
    app.decorate(
      'syncService',
      // A sync's end: its streams worked out, then the insights, and open pages told.
      new SyncService(data, app.provider, app.cipher, app.log, now, async (userId) => {
        await recurringService.refresh(userId);
        await app.insightsService.followSync(userId);
      }),
    );
    app.decorate(
      'syncJobs',
      await SyncJobs.start(db.jobQueue, app.syncService, repositories, app.log, config.syncJobs),
    );
    app.decorate('webhookService', new WebhookService(data, app.syncJobs));
    const eventHub = new EventHub(db, repositories.events, app.log);
    await eventHub.start();
    app.decorate('eventHub', eventHub);
    // Open event streams would hold the server open: end them first (their clients reconnect elsewhere and resume).
    app.addHook('preClose', async () => eventHub.stop());
    app.decorate('healthService', new HealthService(repositories.health, db.kind));
    app.decorate('userService', new UserService(repositories.users, app.identity));
    app.decorate('summariesService', new SummariesService(repositories.summaries));
    app.decorate('balanceHistoryService', new BalanceHistoryService(repositories.balanceHistory));
    app.decorate('preferencesService', new PreferencesService(repositories.preferences));
    app.decorate(
      'transactionsService',
      new TransactionsService(repositories.transactions, {
        maxRows: config.responseMaxRows,
        pageRows: config.responsePageRows,
      }),
    );
    app.decorate('transactionChangesService', new TransactionChangesService(data));
    app.decorate('transactionEditsService', new TransactionEditsService(data));
    const categoriesService = new CategoriesService(data);
    app.decorate('categoriesService', categoriesService);
    app.decorate('rulesService', new RulesService(data));
    app.decorate('bulkEditService', new BulkEditService(data));
    app.decorate('transfersService', new TransfersService(data));
    app.decorate('splitsService', new SplitsService(data));
    const budgetsService = new BudgetsService(data);
    app.decorate('budgetsService', budgetsService);
    app.decorate(
      'insightsService',
      new InsightsService(data, recurringService, budgetsService, categoriesService, now),
    );
    const handKeptAccountsService = new HandKeptAccountsService(data);
    app.decorate('handKeptAccountsService', handKeptAccountsService);
    app.decorate(
      'linkingService',
      new LinkingService(data, app.provider, app.cipher, app.syncJobs, config.plaid, handKeptAccountsService, now),
    );

    // Shutdown: take no more jobs, let running syncs finish writing, then close the database (when this app opened it).
    app.addHook('onClose', async () => {
      await app.syncJobs.stop();
      await app.syncService.idle();
      if (!deps.db) await db.close();
    });
  },
  { name: 'services' },
);
