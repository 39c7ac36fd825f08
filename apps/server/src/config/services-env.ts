import { z } from 'zod';
import { optionalText } from '@/config/env-text';

/**
 * The optional outside services: an OpenAI-compatible LLM for summaries and an SMTP server for
 * alert and Pulse emails. Kept apart from env.ts like the platform half; env.ts merges all three.
 * With none set, the offline summarizer writes every summary and email notifications are off.
 */
export const SERVICES_ENV_DOCS = [
  {
    name: 'LLM_BASE_URL',
    default: '(empty: offline summarizer only)',
    description:
      'Base URL of any OpenAI-compatible API, up to and including `/v1` (OpenAI, Ollama, vLLM, llama.cpp). Set with LLM_MODEL.',
  },
  {
    name: 'LLM_API_KEY',
    default: '(empty)',
    description: 'Bearer key for the LLM endpoint; local servers usually need none.',
  },
  {
    name: 'LLM_MODEL',
    default: '(empty)',
    description:
      'Model name sent with every chat completion, for example `gpt-4o-mini` or `llama3.1`.',
  },
  {
    name: 'LLM_MAX_INPUT_TOKENS',
    default: '6000',
    description:
      'Token budget of one LLM request; longer material is summarized in parts, then the parts are combined (map-reduce).',
  },
  {
    name: 'SMTP_URL',
    default: '(empty: email off)',
    description:
      'SMTP server for password reset and verification links, keyword-alert, Pulse and digest emails, as `smtp://user:pass@host:587` or `smtps://…`.',
  },
  {
    name: 'SMTP_FROM',
    default: 'SocialPulse <pulse@localhost>',
    description: 'Sender address of those emails.',
  },
  {
    name: 'WEBHOOK_ALLOW_PRIVATE',
    default: 'false',
    description:
      '`true` lets digest webhooks reach loopback, private and other non-public addresses (a receiver on your own network, tests). Off, such targets are refused.',
  },
] as const;

export const servicesEnvShape = {
  LLM_BASE_URL: optionalText.pipe(
    z.url({ error: 'must be an absolute URL such as http://127.0.0.1:11434/v1' }).optional(),
  ),
  LLM_API_KEY: optionalText,
  LLM_MODEL: optionalText,
  LLM_MAX_INPUT_TOKENS: z.coerce.number().int().min(500).max(1_000_000).default(6000),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/[^/]+/, { error: 'must look like smtp://host:port or smtps://host:port' })
      .optional(),
  ),
  SMTP_FROM: z.string().trim().min(3).default('SocialPulse <pulse@localhost>'),
  WEBHOOK_ALLOW_PRIVATE: z.enum(['true', 'false']).default('false'),
};

interface RawServicesEnv {
  LLM_BASE_URL?: string | undefined;
  LLM_API_KEY?: string | undefined;
  LLM_MODEL?: string | undefined;
  LLM_MAX_INPUT_TOKENS: number;
  SMTP_URL?: string | undefined;
  SMTP_FROM: string;
  WEBHOOK_ALLOW_PRIVATE: 'true' | 'false';
}

/** An LLM needs both its address and its model; one without the other is a mistake worth stopping for. */
export function checkLlmPair(raw: RawServicesEnv, ctx: z.RefinementCtx): void {
  if ((raw.LLM_BASE_URL === undefined) !== (raw.LLM_MODEL === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: [raw.LLM_BASE_URL === undefined ? 'LLM_BASE_URL' : 'LLM_MODEL'],
      message: 'set LLM_BASE_URL and LLM_MODEL together',
    });
  }
}

export interface LlmEnv {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  maxInputTokens: number;
}

export interface SmtpEnv {
  url: string;
  from: string;
}

export interface ServicesEnv {
  /** Undefined when no LLM is configured: the offline engine writes every summary. */
  llm: LlmEnv | undefined;
  /** Undefined when no SMTP server is configured: email notifications cannot be sent. */
  smtp: SmtpEnv | undefined;
  /** Digest webhooks may go to non-public addresses (the operator's choice; off by default). */
  webhookAllowPrivate: boolean;
}

export function toServicesEnv(raw: RawServicesEnv): ServicesEnv {
  return {
    llm:
      raw.LLM_BASE_URL !== undefined && raw.LLM_MODEL !== undefined
        ? {
            baseUrl: raw.LLM_BASE_URL.replace(/\/+$/, ''),
            apiKey: raw.LLM_API_KEY,
            model: raw.LLM_MODEL,
            maxInputTokens: raw.LLM_MAX_INPUT_TOKENS,
          }
        : undefined,
    smtp: raw.SMTP_URL !== undefined ? { url: raw.SMTP_URL, from: raw.SMTP_FROM } : undefined,
    webhookAllowPrivate: raw.WEBHOOK_ALLOW_PRIVATE === 'true',
  };
}
