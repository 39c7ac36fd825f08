import { lazy, Suspense } from 'react';

// Loaded after the first paint, like every screen: see lib/toast.ts.
const SonnerToaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/**
 * Toasts sit at the bottom, away from the sticky top bar: at the top they covered the navigation, and
 * because sonner holds a toast open while the pointer is over it, a user reaching for "Pulse" right after
 * "Settings saved" could find the link covered for as long as they tried.
 */
export function AppToaster() {
  return (
    <Suspense fallback={null}>
      <SonnerToaster theme="system" position="bottom-right" richColors closeButton />
    </Suspense>
  );
}
