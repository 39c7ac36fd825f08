import type { SummaryQueue } from '@/features/summaries/summary-queue';
import type { JobQueue } from '@/jobs/job-queue';
import { generateSummaryJob } from '@/jobs/generate-summary.job';

/** The summaries feature's queue port (features/summaries/summary-queue.ts) on pg-boss. */
export function summaryQueuePort(queue: Pick<JobQueue, 'send' | 'cancel'>): SummaryQueue {
  return {
    enqueueSummary: (summaryId, options = {}) =>
      queue.send(
        generateSummaryJob.name,
        { summaryId },
        options.priority ? { priority: options.priority } : {},
      ),
    cancelSummaryJobs: async (jobIds) => {
      await queue.cancel(generateSummaryJob.name, jobIds);
    },
  };
}
