/** How the sync job queue retries and notices dead workers (config.ts reads them from the environment). */
export interface SyncJobOptions {
  /** Tries after the first before the item takes its error status. */
  retryLimit: number;
  /** The first retry's delay; each later one doubles it. */
  retryDelaySeconds: number;
  /** A job whose worker stops beating this long (a killed process) is handed to another worker. */
  heartbeatSeconds: number;
}
