/**
 * Runs `steps` in order, the first now and each next one in a task of its own (a zero-delay
 * timer), so the browser can paint and handle input between them: start-up work split this way
 * adds no long task (Lighthouse counts every task over 50 ms on a 4x slower phone). A step's
 * result is not awaited.
 */
export function oneTaskEach(steps: ReadonlyArray<() => unknown>): void {
  const [first, ...rest] = steps;
  if (first === undefined) return;
  first();
  if (rest.length > 0) setTimeout(() => oneTaskEach(rest), 0);
}
