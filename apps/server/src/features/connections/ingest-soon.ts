import type { FastifyBaseLogger } from 'fastify';

/** The queue port this needs; jobs/job-queue.ts fits it (features never import jobs/: see docs/architecture.md). */
export interface IngestQueue {
  send(name: 'sources.ingest', payload: { userId: string }): Promise<unknown>;
}

/**
 * Queues an ingestion run for a user who just connected an account, so their Pulse is filled in
 * the background rather than on their next visit (which would wait for it). Best effort: the
 * connection has succeeded whatever happens here, and the next visit or scheduled run catches up.
 */
export function ingestSoon(jobs: IngestQueue | null, log: FastifyBaseLogger, userId: string): void {
  if (!jobs) return;
  jobs.send('sources.ingest', { userId }).catch((error: unknown) => {
    log.warn({ err: error, userId }, 'could not queue ingestion after a new connection');
  });
}
