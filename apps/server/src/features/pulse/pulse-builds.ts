import type { FastifyBaseLogger } from 'fastify';
import { preparePulse, type PulseRefreshDeps } from '@/features/pulse/pulse-refresh';

/**
 * How GET /pulse asks for today's build without waiting for it (docs/decisions/0014). The key
 * names the user, the day and what the build must bring (settings, new platforms): requests with
 * the same key, from concurrent visits or other replicas, queue a single build.
 */
export interface PulseBuilds {
  request(userId: string, key: string): Promise<void>;
}

/**
 * Builds in this process, in the background: for an app built without a job queue (tests, one-off
 * scripts). The server itself always has one (jobs/pulse-build-port.ts), so any worker builds.
 */
export function inProcessPulseBuilds(
  deps: PulseRefreshDeps & { log: FastifyBaseLogger },
): PulseBuilds {
  const running = new Map<string, Promise<void>>();
  return {
    request(userId, key) {
      if (running.has(key)) return Promise.resolve();
      const build = preparePulse(deps, userId)
        .then(
          () => undefined,
          (error: unknown) => deps.log.error({ err: error, userId }, 'pulse build failed'),
        )
        .finally(() => running.delete(key));
      running.set(key, build);
      return Promise.resolve();
    },
  };
}
