import { lazy, Suspense } from 'react';

// Loaded after the first paint, like every screen: see lib/toast.ts.
const SonnerToaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

export function AppToaster() {
  return (
    <Suspense fallback={null}>
      <SonnerToaster theme="system" position="top-center" richColors closeButton />
    </Suspense>
  );
}
