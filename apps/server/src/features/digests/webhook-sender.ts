import { WEBHOOK_ERRORS, WEBHOOK_MESSAGES } from '@socialpulse/contract';
import http from 'node:http';
import https from 'node:https';
import {
  pinnedLookup,
  resolveWebhookTarget,
  WebhookTargetError,
  type TargetPolicy,
} from '@/features/digests/webhook-target';

/** One attempt may take this long in all (connect, send, answer); WEBHOOK_ERRORS.timeout says it. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

export interface AttemptResult {
  ok: boolean;
  statusCode: number | null;
  /** Why it failed, in words for the delivery log; null when it succeeded. */
  error: string | null;
  durationMs: number;
}

export interface SendWebhook {
  (url: string, headers: Record<string, string>, body: string): Promise<AttemptResult>;
}

/**
 * POSTs one webhook attempt with node's http client: the target is checked and pinned first
 * (webhook-target.ts), redirects are not followed (a 3xx is a failure, so a redirect cannot lead
 * to a private address), and any 2xx is success. The answer's body is read and dropped.
 */
export function webhookSender(
  policy: TargetPolicy,
  clock: () => number = () => performance.now(),
): SendWebhook {
  return async (rawUrl, headers, body) => {
    const started = clock();
    const done = (ok: boolean, statusCode: number | null, error: string | null) => ({
      ok,
      statusCode,
      error,
      durationMs: Math.max(0, Math.round(clock() - started)),
    });
    let url: URL;
    let addresses;
    try {
      url = new URL(rawUrl);
      addresses = await resolveWebhookTarget(url, policy);
    } catch (error) {
      return done(
        false,
        null,
        error instanceof WebhookTargetError ? error.message : WEBHOOK_MESSAGES.urlInvalid,
      );
    }
    const client = url.protocol === 'https:' ? https : http;
    return new Promise<AttemptResult>((resolve) => {
      const request = client.request(
        url,
        {
          method: 'POST',
          headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
          lookup: pinnedLookup(addresses),
          agent: false,
          timeout: WEBHOOK_TIMEOUT_MS,
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            const status = response.statusCode ?? 0;
            const ok = status >= 200 && status < 300;
            resolve(done(ok, status, ok ? null : `HTTP ${status}`));
          });
          response.on('error', () =>
            resolve(done(false, response.statusCode ?? null, WEBHOOK_ERRORS.lost)),
          );
        },
      );
      const overall = setTimeout(() => request.destroy(new Error('timeout')), WEBHOOK_TIMEOUT_MS);
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', (error: NodeJS.ErrnoException) => {
        clearTimeout(overall);
        resolve(done(false, null, describe(error)));
      });
      request.on('close', () => clearTimeout(overall));
      request.end(body);
    });
  };
}

function describe(error: NodeJS.ErrnoException): string {
  if (error.message === 'timeout') return WEBHOOK_ERRORS.timeout;
  if (error.code === 'ECONNREFUSED') return WEBHOOK_ERRORS.refused;
  if (error.code === 'ECONNRESET') return WEBHOOK_ERRORS.reset;
  if (error.code?.startsWith('ERR_TLS') || error.code?.includes('CERT')) return WEBHOOK_ERRORS.tls;
  return WEBHOOK_ERRORS.network;
}
