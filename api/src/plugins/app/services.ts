import fp from 'fastify-plugin';
import { openDatabase } from '../../db/database';
import { migrate } from '../../db/migrate';
import { TokenCipher, resolveEncryptionKey } from '../../lib/token-cipher';
import { createPlaidProvider } from '../../services/bank-provider';
import { createCognitoAdmin } from '../../services/identity-admin';
import { SyncService } from '../../services/sync-service';
import { createCognitoVerifier } from '../../services/token-verifier';
import type { AppDeps } from '../../types';

/** The database (migrated at start), the cipher and the outside services, each replaceable through deps. */
export default fp<{ deps: AppDeps }>(async (app, { deps }) => {
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
  app.decorate('syncService', new SyncService(db, app.provider, app.cipher, app.log));

  // Shutdown: let running syncs finish writing, then close the database (when this app opened it).
  app.addHook('onClose', async () => {
    await app.syncService.idle();
    if (!deps.db) await db.close();
  });
}, { name: 'services' });
