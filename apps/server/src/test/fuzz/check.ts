import type { LightMyRequestResponse } from 'fastify';

/** Text that would mean an answer leaked internals (framework codes, SQL, stack traces). */
const LEAK_PATTERNS = [/FST_ERR/, /Failed query/i, /\bat \S+ \(/, /node_modules/, /SQLSTATE/i];

/**
 * What is wrong with one answer, or undefined: no 5xx; every answer is JSON and the envelope;
 * a failure has `message` and `error` and says nothing about internals.
 */
export function problemWith(res: LightMyRequestResponse): string | undefined {
  if (res.statusCode >= 500) return `status ${res.statusCode}: ${res.body.slice(0, 200)}`;
  if (!/^application\/json/.test(String(res.headers['content-type'])))
    return `content-type ${String(res.headers['content-type'])}`;
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return `not JSON: ${res.body.slice(0, 200)}`;
  }
  if (typeof body !== 'object' || body === null) return 'not an object';
  const envelope = body as { success?: unknown; message?: unknown; error?: unknown };
  if (typeof envelope.success !== 'boolean') return 'no boolean success';
  if (envelope.success !== res.statusCode < 400)
    return `success ${envelope.success} with ${res.statusCode}`;
  if (envelope.success) return undefined;
  if (typeof envelope.message !== 'string' || envelope.message.length === 0) return 'no message';
  if (typeof envelope.error !== 'string' || envelope.error.length === 0) return 'no error code';
  const leak = LEAK_PATTERNS.find((p) => p.test(envelope.message as string));
  return leak ? `message leaks internals: ${envelope.message}` : undefined;
}
