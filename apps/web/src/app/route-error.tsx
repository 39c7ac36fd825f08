import { ErrorFallback } from '@/components/ui/error-fallback';

/**
 * Errors the router itself catches (a lazy chunk missing after a deploy, for instance): a reload
 * fetches the current build, which is the reset that actually helps.
 */
export function RouteError() {
  return (
    <main className="min-h-dvh">
      <ErrorFallback onReset={() => window.location.reload()} />
    </main>
  );
}
