import { expect } from 'vitest';
import { PlatformError } from '@/platforms/errors';

/** Awaits a promise that must fail with a PlatformError, and returns that error for further checks. */
export async function rejection(promise: Promise<unknown>): Promise<PlatformError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PlatformError);
  return error as PlatformError;
}
