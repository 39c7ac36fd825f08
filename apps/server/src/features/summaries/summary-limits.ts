/**
 * Summaries one user may have waiting (pending, processing or rate-limited) at once. Above it POST
 * /summaries answers 429: one user's batch must not fill the queue for everyone.
 */
export const MAX_WAITING_SUMMARIES_PER_USER = 50;

/**
 * Queue priority of a user's next summary: minus the summaries they already have waiting, so a
 * user's 1st summary is taken before another user's 31st (pg-boss takes higher priorities first,
 * then the oldest).
 */
export function fairPriority(alreadyWaiting: number): number {
  return -Math.max(0, alreadyWaiting);
}
