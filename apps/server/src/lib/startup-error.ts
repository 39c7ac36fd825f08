/**
 * A problem of the setup, not a bug (a lock held by another process, an unusable key file): main.ts
 * prints its message as one line, without a stack trace, and exits 1, like a bad setting.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}
