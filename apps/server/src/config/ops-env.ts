import { isIP } from 'node:net';
import { SIGNUP_MODES, type SignupMode } from '@socialpulse/contract';
import { z } from 'zod';
import { optionalText } from '@/config/env-text';

/**
 * Operator settings: who may create an account, who administers, and who may read the metrics.
 * Kept apart from env.ts like the platform and services halves; env.ts merges them.
 */

export const OPS_ENV_DOCS = [
  {
    name: 'SIGNUPS',
    default: '(empty: administrators choose on the admin screen; open until they do)',
    description:
      '`open` (anyone may register), `invite` (only with an invitation link an administrator made) or `closed` (nobody new; the very first administrator can always be created). When set, it overrides the admin screen, which shows it and cannot change it.',
  },
  {
    name: 'ADMIN_EMAIL',
    default: '(empty: the first account)',
    description:
      'The account with this email is an administrator (as well as the first account ever created).',
  },
  {
    name: 'METRICS_TOKEN',
    default: '(empty)',
    description:
      'Serves Prometheus metrics at /metrics to scrapers sending `Authorization: Bearer <token>` (at least 16 characters).',
  },
  {
    name: 'METRICS_ALLOW',
    default: '(empty)',
    description:
      'Comma-separated addresses or CIDR ranges (`10.0.0.0/8, ::1`) allowed to read /metrics without the token. With neither set, /metrics answers 404.',
  },
] as const;

export interface AllowedNetwork {
  address: string;
  prefix: number;
  family: 'ipv4' | 'ipv6';
}

/** `10.0.0.0/8`, `192.168.1.7` (a /32) or `fd00::/8`; undefined when it is none of these. */
export function parseCidr(text: string): AllowedNetwork | undefined {
  const [address = '', prefixText, extra] = text.trim().split('/');
  if (extra !== undefined) return undefined;
  const version = isIP(address);
  if (version === 0) return undefined;
  const max = version === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (!/^\d+$/.test(prefixText ?? String(max)) || prefix > max) return undefined;
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

const cidrList = z
  .string()
  .default('')
  .transform((value, ctx) => {
    const parts = value
      .split(',')
      .map((p) => p.trim())
      .filter((p) => p.length > 0);
    const networks: AllowedNetwork[] = [];
    for (const part of parts) {
      const network = parseCidr(part);
      if (network) networks.push(network);
      else {
        ctx.addIssue({ code: 'custom', message: `"${part}" is not an address or CIDR range` });
        return z.NEVER;
      }
    }
    return networks;
  });

export const opsEnvShape = {
  SIGNUPS: optionalText.pipe(
    z.enum(SIGNUP_MODES, { error: 'must be open, invite or closed' }).optional(),
  ),
  ADMIN_EMAIL: optionalText.pipe(z.email({ error: 'must be an email address' }).optional()),
  METRICS_TOKEN: optionalText.pipe(
    z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  ),
  METRICS_ALLOW: cidrList,
};

interface RawOpsEnv {
  SIGNUPS?: SignupMode | undefined;
  ADMIN_EMAIL?: string | undefined;
  METRICS_TOKEN?: string | undefined;
  METRICS_ALLOW: AllowedNetwork[];
}

export interface OpsEnv {
  /** Undefined when SIGNUPS is unset: the administrators' choice (stored) applies. */
  signups: SignupMode | undefined;
  /** Lower-cased, as emails are stored. */
  adminEmail: string | undefined;
  /** Undefined when /metrics is off (no token and no allowed network). */
  metrics: { token: string | undefined; allow: AllowedNetwork[] } | undefined;
}

export function toOpsEnv(raw: RawOpsEnv): OpsEnv {
  return {
    signups: raw.SIGNUPS,
    adminEmail: raw.ADMIN_EMAIL?.toLowerCase(),
    metrics:
      raw.METRICS_TOKEN !== undefined || raw.METRICS_ALLOW.length > 0
        ? { token: raw.METRICS_TOKEN, allow: raw.METRICS_ALLOW }
        : undefined,
  };
}
