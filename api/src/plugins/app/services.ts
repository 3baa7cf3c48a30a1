import fp from 'fastify-plugin';
import { openDatabase } from '../../db/open-database';
import { migrate } from '../../db/migrate';
import { TokenCipher, resolveEncryptionKey } from '../../lib/token-cipher';
import { createPlaidProvider } from '../../services/bank-provider';
import { createCognitoAdmin } from '../../services/identity-admin';
import { LinkingService } from '../../services/linking-service';
import { SummariesService } from '../../services/summaries-service';
import { TransactionsService } from '../../services/transactions-service';
import { UserService } from '../../services/user-service';
import { EventHub } from '../../services/event-hub';
import { SyncJobs } from '../../services/sync-jobs';
import { SyncService } from '../../services/sync-service';
import { createCognitoVerifier } from '../../services/token-verifier';
import { WebhookService } from '../../services/webhook-service';
import type { AppDeps } from '../../types';
import repositoriesPlugin from './repositories';

/**
 * The database (migrated at start), its repositories, the cipher, the outside services (each replaceable through
 * deps) and the sync and linking services built on them.
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
    const applied = await migrate(db);
    if (applied.length) app.log.info({ applied, database: db.kind }, 'migrations applied');
    app.decorate('db', db);
    app.decorate('cipher', new TokenCipher(resolveEncryptionKey(config.tokenEncryptionKey, config.dataDir)));
    app.decorate('provider', deps.provider ?? createPlaidProvider(config.plaid));
    app.decorate('identity', deps.identity ?? createCognitoAdmin(config.cognito));
    app.decorate('tokenVerifier', deps.tokenVerifier ?? createCognitoVerifier(config.cognito));
    await app.register(repositoriesPlugin);
    app.decorate('syncService', new SyncService(db, app.provider, app.cipher, app.log));
    app.decorate(
      'syncJobs',
      await SyncJobs.start(
        db.jobQueue,
        app.syncService,
        { items: app.itemsRepository, events: app.eventsRepository },
        app.log,
        config.syncJobs,
      ),
    );
    app.decorate('webhookService', new WebhookService(db, app.syncJobs));
    const eventHub = new EventHub(db, app.eventsRepository, app.log);
    await eventHub.start();
    app.decorate('eventHub', eventHub);
    // Open event streams would hold the server open: end them first (their clients reconnect elsewhere and resume).
    app.addHook('preClose', async () => eventHub.stop());
    app.decorate('userService', new UserService(app.usersRepository, app.identity));
    app.decorate('summariesService', new SummariesService(app.summariesRepository));
    app.decorate('transactionsService', new TransactionsService(app.transactionsRepository));
    app.decorate(
      'linkingService',
      new LinkingService(
        db,
        app.itemsRepository,
        app.usersRepository,
        app.provider,
        app.cipher,
        app.syncJobs,
        config.plaid,
      ),
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
