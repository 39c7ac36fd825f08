import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names and lets a caller's Tailwind class override a component default. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

let warmed: Promise<void> | undefined;

/**
 * tailwind-merge builds its whole class map on its first call (~10 ms here, ~50 ms on Lighthouse's
 * throttled phone). The page loaders (app/lazy-pages.ts) wait for this before their first render,
 * so that work runs in a task of its own instead of inside the render's long task. The merge
 * itself is unchanged: the same function, the same classes.
 */
export function warmClassMerge(): Promise<void> {
  warmed ??= new Promise((resolve) => {
    setTimeout(() => {
      twMerge('');
      resolve();
    }, 0);
  });
  return warmed;
}
