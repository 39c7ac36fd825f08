import type { FastifyBaseLogger } from 'fastify';

/**
 * Waits until `url` answers 2xx, polling every `intervalMs`, for at most `timeoutMs`; answers whether
 * it did. A worker process calls the sandboxes of an API process: work taken before that process
 * answers would fail for nothing.
 */
export async function waitUntilHealthy(
  url: string,
  log: FastifyBaseLogger,
  { timeoutMs = 60_000, intervalMs = 500 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  let logged = false;
  for (;;) {
    const res = await fetch(url, { signal: AbortSignal.timeout(intervalMs * 4) }).catch(
      () => undefined,
    );
    if (res?.ok) return true;
    if (Date.now() >= deadline) return false;
    if (!logged) {
      log.info({ url }, 'waiting for the API process that serves the platform sandboxes');
      logged = true;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
