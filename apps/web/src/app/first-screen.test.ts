import { describe, expect, it, vi } from 'vitest';

// The first screens (the shell, /auth, the signed-in frame and the Pulse) must not evaluate zod or
// the contract's schemas (docs/decisions/0018): constants come from the contract's schema-free
// modules, response checks and form rules load beside the requests and forms that need them. Any
// static path from these modules to zod makes this mock throw while they are imported.
vi.mock('zod', () => {
  throw new Error('zod was evaluated by a first-screen module');
});

describe('first screens without zod', () => {
  it.each([
    ['the router and its providers', () => import('@/app/routes')],
    ['the providers', () => import('@/app/providers')],
    ['/auth', () => import('@/app/routes/auth-route')],
    ['the signed-in frame', () => import('@/app/layout/app-layout')],
    ['the Pulse', () => import('@/app/routes/pulse-route')],
    ["the Pulse's requests started at start-up", () => import('@/app/prefetch')],
  ])('%s', async (_name, load) => {
    await expect(load()).resolves.toBeDefined();
  });
});
