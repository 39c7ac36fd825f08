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

export class YoutubeSandboxState {
  readonly faults = new SandboxFaults();
  readonly google: GoogleSandboxState;
  readonly now: () => Date;
  dailyQuota: number;
  private readonly used = new Map<string, number>();

  constructor(options: Omit<YoutubeSandboxOptions, 'state'>) {
    this.google = options.google;
    this.now = options.now ?? options.google.now;
    this.dailyQuota = options.dailyQuota ?? 10_000;
  }

  /** Charges `units` to the client's day; false once the day's quota is spent. Invalid requests cost too. */
  charge(clientId: string, units: number): boolean {
    const key = `${clientId}|${PACIFIC_DAY.format(this.now())}`;
    const spent = (this.used.get(key) ?? 0) + units;
    this.used.set(key, spent);
    return spent <= this.dailyQuota;
  }

  resetQuota(): void {
    this.used.clear();
  }
}
