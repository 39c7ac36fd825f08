import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { startLanguageSync } from '@/app/language-sync';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/routes';
import { connectSession } from '@/app/session-bridge';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { LocationProbe } from '@/test/location-probe';
import { authResult } from '@/test/fixtures';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

function mount(routeTable: RouteObject[], path: string) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(routeTable, { initialEntries: [path] });
  connectSession((to) => void router.navigate(to, { replace: true }));
  void startLanguageSync();
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, user };
}

/** The whole app's route table (or a variant of it) in a memory router, starting at `path`. */
export function renderApp(path: string, routeTable: RouteObject[] = routes) {
  return mount(routeTable, path);
}

/** One component at `path`, with every other path showing where navigation went. */
export function renderWithRouter(ui: ReactElement, path = '/test') {
  return mount(
    [
      { path, element: ui },
      { path: '*', element: <LocationProbe /> },
    ],
    path,
  );
}

export function signIn(): void {
  useAuthStore.getState().setAuth(authResult);
}
