import type { FastifyRequest } from 'fastify';
import { MemorySharedState, type SandboxSharedState } from '@/platforms/sandbox/shared-state';

/**
 * Faults a sandbox can inject. Armed per sandbox state (tests, the
 * control routes) or per request with the `x-sandbox-fault` header / `sandbox_fault` query parameter,
 * e.g. `x-sandbox-fault: rate_limited` or `slow:1500`.
 */
export const SANDBOX_FAULTS = [
  /** Data calls answer 401 as if the access token had expired. */
  'expired_token',
  /** The token endpoint answers invalid_grant to refresh requests. */
  'revoked_refresh',
  /** 403 private / protected / insufficient permission. */
  'forbidden',
  'not_found',
  /** 429 with the platform's rate-limit headers. */
  'rate_limited',
  /** 503 (or the platform's 5xx body). */
  'server_error',
  /** Listings answer an empty first page. */
  'empty',
  /** Answers after `delayMs` (default 2000). */
  'slow',
  /** YouTube: 403 quotaExceeded. */
  'quota_exceeded',
] as const;
export type SandboxFault = (typeof SANDBOX_FAULTS)[number];

/** The longest a `slow` fault may hold a request: long enough for any test, short of a hung socket. */
export const MAX_FAULT_DELAY_MS = 30_000;

export interface FaultRule {
  fault: SandboxFault;
  /** How many requests it hits; default unlimited until cleared. */
  times?: number;
  /** Only requests whose URL contains this text. */
  path?: string;
  delayMs?: number;
}

interface ArmedRule extends FaultRule {
  remaining: number;
}

/** An armed rule as shared between processes: JSON has no Infinity, so "until cleared" is null. */
interface SharedRule extends FaultRule {
  remaining: number | null;
}

/** Faults are switches for tests: they live a day at most. */
const FAULTS_TTL_MS = 86_400_000;

export function isSandboxFault(value: unknown): value is SandboxFault {
  return typeof value === 'string' && (SANDBOX_FAULTS as readonly string[]).includes(value);
}

/**
 * The faults armed on one sandbox, the same in every process that serves it (shared-state.ts):
 * arming or clearing reaches the other replicas within moments. A rule limited to `times`
 * requests counts them in each process and tells the others, so across replicas it may hit a
 * request or two more than asked while the news travels.
 */
export class SandboxFaults {
  private rules: ArmedRule[] = [];
  private readonly shared: SandboxSharedState;
  private readonly scope: string;

  constructor(name = 'sandbox', shared: SandboxSharedState = new MemorySharedState()) {
    this.shared = shared;
    this.scope = `faults:${name}`;
    this.shared.watch(this.scope, (_key, value) => {
      if (!Array.isArray(value)) return;
      this.rules = (value as SharedRule[]).map((rule) => ({
        ...rule,
        remaining: rule.remaining ?? Number.POSITIVE_INFINITY,
      }));
    });
  }

  arm(rule: FaultRule): Promise<void> {
    return this.publish([
      ...this.rules,
      { ...rule, remaining: rule.times ?? Number.POSITIVE_INFINITY },
    ]);
  }

  clear(): Promise<void> {
    return this.publish([]);
  }

  list(): FaultRule[] {
    return this.rules.map(({ remaining: _remaining, ...rule }) => rule);
  }

  /** The first armed rule for `fault` matching `url`, consuming one use. */
  take(fault: SandboxFault, url: string): FaultRule | undefined {
    const rule = this.rules.find(
      (r) => r.fault === fault && r.remaining > 0 && (!r.path || url.includes(r.path)),
    );
    if (!rule) return undefined;
    if (Number.isFinite(rule.remaining)) {
      const rest = this.rules.flatMap((r) =>
        r === rule ? (r.remaining > 1 ? [{ ...r, remaining: r.remaining - 1 }] : []) : [r],
      );
      // Applied here at once (publish applies locally first); the others hear of it shortly.
      void this.publish(rest).catch(() => {});
    }
    return rule;
  }

  private publish(rules: ArmedRule[]): Promise<void> {
    const shared: SharedRule[] = rules.map((r) => ({
      ...r,
      remaining: Number.isFinite(r.remaining) ? r.remaining : null,
    }));
    return this.shared.publish(this.scope, 'rules', shared, FAULTS_TTL_MS);
  }
}

function requestFaults(request: FastifyRequest): FaultRule[] {
  const header = request.headers['x-sandbox-fault'];
  const query = (request.query as Record<string, unknown> | undefined)?.sandbox_fault;
  const raw = [header, query]
    .flat()
    .filter((v): v is string => typeof v === 'string')
    .join(',');
  return raw
    .split(',')
    .map((part) => part.trim())
    .flatMap((part): FaultRule[] => {
      const [name, arg] = part.split(':');
      if (!isSandboxFault(name)) return [];
      const delayMs = arg !== undefined ? Number(arg) : undefined;
      // Anyone may send the header, so a request cannot hold its socket beyond the bound.
      const bounded =
        delayMs !== undefined && Number.isFinite(delayMs)
          ? Math.min(Math.max(delayMs, 0), MAX_FAULT_DELAY_MS)
          : undefined;
      return [{ fault: name, ...(bounded !== undefined ? { delayMs: bounded } : {}) }];
    });
}

/** Whether `fault` applies to this request: asked for in the request itself, or armed on the state. */
export function faultFor(
  faults: SandboxFaults,
  request: FastifyRequest,
  fault: SandboxFault,
): FaultRule | undefined {
  return requestFaults(request).find((r) => r.fault === fault) ?? faults.take(fault, request.url);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
