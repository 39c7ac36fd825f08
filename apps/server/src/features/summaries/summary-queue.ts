/**
 * What summaries need from the job queue, so the feature never imports jobs/ (jobs use
 * features, not the reverse). jobs/summary-queue-port.ts implements it on pg-boss.
 */
export interface SummaryQueue {
  /**
   * Queues one run of `summary.generate`; answers the job id. A higher `priority` is taken first:
   * the service passes minus the user's waiting summaries, so nobody's queue blocks anyone else.
   */
  enqueueSummary(summaryId: string, options?: { priority?: number }): Promise<string | null>;
  /** Cancels queued runs (of deleted summaries) so they never take a worker's slot. */
  cancelSummaryJobs(jobIds: readonly string[]): Promise<void>;
}
