import { HttpError } from '../lib/http-errors';

/**
 * A failure of the sync job queue or of the API's own part of a sync (its database writes), as opposed to the
 * provider's (ProviderError, answered 502 naming the provider's code): nothing the bank said, so it is told in words of
 * its own.
 */
export class SyncJobError extends HttpError {
  constructor(statusCode: 500 | 503, message: string) {
    super(statusCode, message);
    this.name = 'SyncJobError';
  }
}

/** The queue took no job for the sync (the database refused the insert, or the item's job vanished meanwhile). */
export const syncNotQueued = () => new SyncJobError(503, 'The sync could not be queued; try again in a moment');

/** The caller stopped waiting; the job itself goes on. */
export const syncStillRunning = () =>
  new SyncJobError(503, 'The sync is taking longer than expected; it goes on, and its changes appear when it ends');

/** A try failed in the API (not at the provider), or the queue gave the job up; `retrying` when the job tries again. */
export const syncFailedHere = (retrying: boolean) =>
  new SyncJobError(500, `The sync could not be completed${retrying ? '; it will be tried again' : ''}`);
