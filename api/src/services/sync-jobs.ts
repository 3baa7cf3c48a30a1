import { PgBoss, fromPglite, type Db, type JobWithMetadata } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueueConnection, Queryable } from '../db/database';
import { itemHealthOf } from '../domain/item-health';
import type { SyncJobOptions } from '../domain/sync-job-options';
import type { Repositories } from '../repositories';
import type { EventsRepository } from '../repositories/events-repository';
import type { TransactionChangesRepository } from '../repositories/transaction-changes-repository';
import type { ItemsRepository } from '../repositories/items-repository';
import { ProviderError } from './bank-provider';
import { syncFailedHere, syncNotQueued, syncStillRunning, type SyncJobError } from './sync-job-error';
import type { SyncOutcome, SyncService } from './sync-service';

export const SYNC_QUEUE = 'item-sync';
const RECONCILE_QUEUE = 'item-sync-reconcile';
/** The daily job: every healthy item is synced at least once a day, so a missed webhook costs at most a day. */
const RECONCILE_CRON = '17 3 * * *';
const WAIT_POLL_MS = 200;

export type SyncReason = 'webhook' | 'link' | 'sync_now' | 'reconcile';

/** What a sync job leaves as its output: the sync's outcome, or the provider error that only the person can fix. */
type JobOutcome =
  SyncOutcome | { itemId: string; result: 'needs_person'; errorType: string; errorCode: string; message: string };

/**
 * Sync jobs in PostgreSQL (pg-boss), shared by every API process on the database:
 * - a job is enqueued in the caller's transaction, so a webhook, link or Sync now that is recorded has its job too;
 * - the queue is 'stately' keyed by item: at most one job queued and one running per item, across all processes, so
 *   two processes never sync the same item at once and a burst of webhooks collapses into one follow-up sync;
 * - failures retry with exponential backoff; a provider error that needs the person (login, consent) is final at
 *   once; after the last retry the item takes its error status;
 * - a running job beats; when its process dies, the job is retried by another one;
 * - a daily job (one per database) queues a sync of every healthy item and deletes the events streams no longer need
 *   and the removals no client's copy may still ask for.
 */
/** How often a process reads how many sync jobs wait to run (the burst's trigger). */
const BACKLOG_CHECK_SECONDS = 5;

export class SyncJobs {
  private constructor(
    private readonly boss: PgBoss,
    private readonly items: ItemsRepository,
    private readonly events: EventsRepository,
    private readonly transactionChanges: TransactionChangesRepository,
  ) {}

  static async start(
    connection: JobQueueConnection,
    sync: SyncService,
    repositories: Pick<Repositories, 'items' | 'events' | 'transactionChanges'>,
    log: FastifyBaseLogger,
    options: SyncJobOptions,
  ): Promise<SyncJobs> {
    // The monitor notices a silent worker; it must look more often than the heartbeat it checks.
    const checkEvery = Math.max(1, Math.floor(options.heartbeatSeconds / 2));
    const common = {
      useListenNotify: true,
      superviseIntervalSeconds: checkEvery,
      monitorIntervalSeconds: checkEvery,
      // How fresh the queue's backlog count is that burstWhenReadyExceeds reads.
      queueCacheIntervalSeconds: BACKLOG_CHECK_SECONDS,
    };
    const boss =
      connection.kind === 'pglite'
        ? new PgBoss({ ...common, db: fromPglite(connection.pglite), backend: 'pglite', schema: 'pgboss' })
        : new PgBoss({ ...common, connectionString: connection.connectionString, schema: connection.schema, max: 4 });
    boss.on('error', (err) => log.warn({ err: err.message }, 'job queue error'));
    await boss.start();
    const queueOptions = {
      retryLimit: options.retryLimit,
      retryDelay: options.retryDelaySeconds,
      retryBackoff: true,
      heartbeatSeconds: options.heartbeatSeconds,
      notify: true,
    };
    await boss.createQueue(SYNC_QUEUE, { policy: 'stately', ...queueOptions });
    await boss.createQueue(RECONCILE_QUEUE, { policy: 'exclusive' });
    const jobs = new SyncJobs(boss, repositories.items, repositories.events, repositories.transactionChanges);

    await boss.work(
      SYNC_QUEUE,
      // A retry that comes due sends no NOTIFY: the poll finds it, so it must be short even while NOTIFY works.
      // With a backlog, each worker fetches the next job as soon as one ends instead of waiting for the poll (which
      // drained a backlog at one job a second a process: bench:load).
      {
        includeMetadata: true,
        pollingIntervalSeconds: 2,
        notifyPollingIntervalSeconds: 2,
        localConcurrency: 2,
        burstWhenReadyExceeds: 1,
      },
      async ([job]: JobWithMetadata<{ itemId: string }>[]): Promise<JobOutcome> => jobs.runSync(job!, sync, log),
    );
    await boss.work(RECONCILE_QUEUE, async () => jobs.daily());
    await boss.schedule(RECONCILE_QUEUE, RECONCILE_CRON);
    return jobs;
  }

  /** Enqueues a sync of the item in the caller's transaction; null when one is already waiting (it will cover this). */
  enqueue(tx: Queryable, itemId: string, reason: SyncReason): Promise<string | null> {
    return this.boss.send(SYNC_QUEUE, { itemId, reason }, { singletonKey: itemId, db: queueConnectionOf(tx) });
  }

  /**
   * Enqueues a sync (or joins the one already waiting) and resolves with its outcome: Sync now answers with what it
   * did, whichever process ran it. A failed try rejects with the provider's error, or a SyncJobError when the queue
   * or the API failed (not queued, no outcome in time, a write that failed); the job's retries go on.
   */
  async syncAndWait(db: Queryable, itemId: string, timeoutMs = 60_000): Promise<SyncOutcome> {
    const id = (await this.enqueue(db, itemId, 'sync_now')) ?? (await this.waitingJobOf(itemId));
    if (!id) throw syncNotQueued();
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const job = await this.boss.getJobById<{ itemId: string }>(SYNC_QUEUE, id);
      if (job?.state === 'completed') {
        const outcome = job.output as unknown as JobOutcome;
        if (outcome.result !== 'needs_person') return outcome;
        throw new ProviderError(outcome.errorType, outcome.errorCode, outcome.message, undefined);
      }
      // A try that failed: its retries go on in the background, the caller hears about this one.
      if (job && (job.state === 'failed' || job.state === 'cancelled' || job.state === 'retry')) throw failureOf(job);
      if (Date.now() > deadline) throw syncStillRunning();
      await new Promise((resolve) => setTimeout(resolve, WAIT_POLL_MS));
    }
  }

  /** Resolves when no sync job is queued (ready to run) or running (tests, bench). */
  async idle(): Promise<void> {
    for (;;) {
      const pending = (await this.boss.findJobs<{ itemId: string }>(SYNC_QUEUE, { queued: true })).filter(
        (job) => job.state !== 'retry' || job.startAfter.getTime() <= Date.now(),
      );
      const running = (await this.boss.findJobs(SYNC_QUEUE)).filter((job) => job.state === 'active');
      if (pending.length === 0 && running.length === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Stops taking jobs and waits for the running ones (graceful shutdown). */
  stop(): Promise<void> {
    return this.boss.stop({ graceful: true, timeout: 8_000 });
  }

  /**
   * The daily job: the reconciliation; events older than a reconnecting stream may ask for, removals older than a
   * client's copy may be brought up to date from, and then the change log's entries no pull answers are deleted.
   */
  async daily(): Promise<void> {
    await this.enqueueHealthyItems();
    await this.events.deleteOld();
    await this.transactionChanges.pruneRemovals();
    await this.transactionChanges.pruneLog();
  }

  /** Enqueues a sync of every healthy item: the daily reconciliation. */
  async enqueueHealthyItems(): Promise<number> {
    const ids = await this.items.idsWithStatus('good');
    for (const id of ids) await this.boss.send(SYNC_QUEUE, { itemId: id, reason: 'reconcile' }, { singletonKey: id });
    return ids.length;
  }

  private async runSync(
    job: JobWithMetadata<{ itemId: string }>,
    sync: SyncService,
    log: FastifyBaseLogger,
  ): Promise<JobOutcome> {
    const { itemId } = job.data;
    try {
      return await sync.sync(itemId);
    } catch (err) {
      const lastTry = job.retryCount >= job.retryLimit;
      if (!(err instanceof ProviderError)) {
        // The API's own failure (a database write): retried like any other, and after the last try shown on the item
        // as a sync that could not be completed. The job's output is a SyncJobError, never the provider's words.
        log.warn({ itemId, err: (err as Error).message, attempt: job.retryCount + 1, lastTry }, 'sync job failed');
        if (lastTry)
          await sync.giveUp(
            itemId,
            itemHealthOf({ errorCode: 'SYNC_FAILED', message: 'The sync could not be completed' }),
          );
        throw syncFailedHere(!lastTry);
      }
      const error = err;
      log.warn({ itemId, code: error.errorCode, attempt: job.retryCount + 1, lastTry }, 'sync job failed');
      // Only the person can fix a login or consent (the sync stored that status): asking the bank again would not.
      if (itemHealthOf(error).status !== 'error') {
        return {
          itemId,
          result: 'needs_person',
          errorType: error.errorType,
          errorCode: error.errorCode,
          message: error.message,
        };
      }
      if (lastTry) await sync.giveUp(itemId, itemHealthOf(error));
      throw error;
    }
  }

  private async waitingJobOf(itemId: string): Promise<string | null> {
    const [job] = await this.boss.findJobs(SYNC_QUEUE, { key: itemId, queued: true });
    return job?.id ?? null;
  }
}

/** pg-boss runs its insert on the caller's connection, inside the caller's transaction. */
function queueConnectionOf(tx: Queryable): Db {
  return { executeSql: async (text: string, values?: unknown[]) => ({ rows: await tx.query(text, values ?? []) }) };
}

/**
 * The error a failed try left as the job's output (pg-boss serialises what the handler threw, with its name): the
 * provider's error as it was; anything else (the API's own failure, a job the queue gave up on) is the queue's.
 */
function failureOf(job: JobWithMetadata<unknown>): ProviderError | SyncJobError {
  const output = (job.output ?? {}) as { name?: string; errorType?: string; errorCode?: string; message?: string };
  if (output.name === 'ProviderError' && typeof output.errorCode === 'string')
    return new ProviderError(
      output.errorType ?? 'API_ERROR',
      output.errorCode,
      output.message ?? output.errorCode,
      undefined,
    );
  return syncFailedHere(job.state === 'retry');
}
