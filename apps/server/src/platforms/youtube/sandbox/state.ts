import type { GoogleSandboxState } from '@/platforms/google/sandbox/state';
import { SandboxFaults } from '@/platforms/sandbox/faults';

export interface YoutubeSandboxOptions {
  /** The Google sandbox that issued the tokens this API accepts. */
  google: GoogleSandboxState;
  now?: () => Date;
  /** Units per project per Pacific-time day (YouTube's default is 10,000). */
  dailyQuota?: number;
  /** Serve `/__sandbox/*` fault and token switches; tests only (default false). */
  controlRoutes?: boolean;
  state?: YoutubeSandboxState;
}

const PACIFIC_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Los_Angeles',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Longer than any Pacific day, so a day's count never restarts before the day ends. */
const QUOTA_WINDOW_MS = 2 * 86_400_000;

export class YoutubeSandboxState {
  readonly faults: SandboxFaults;
  readonly google: GoogleSandboxState;
  readonly now: () => Date;
  dailyQuota: number;

  constructor(options: Omit<YoutubeSandboxOptions, 'state'>) {
    this.google = options.google;
    this.now = options.now ?? options.google.now;
    this.dailyQuota = options.dailyQuota ?? 10_000;
    this.faults = new SandboxFaults('youtube', this.google.shared);
  }

  /**
   * Charges `units` to the client's day, counted across replicas; false once the day's quota is
   * spent. Invalid requests cost too.
   */
  async charge(clientId: string, units: number): Promise<boolean> {
    const now = this.now();
    const key = `${clientId}|${PACIFIC_DAY.format(now)}`;
    const day = await this.google.shared.hit(
      'youtube:quota',
      key,
      QUOTA_WINDOW_MS,
      now.getTime(),
      units,
    );
    return day.count <= this.dailyQuota;
  }

  resetQuota(): Promise<void> {
    return this.google.shared.resetCounts('youtube:quota');
  }
}
