import { API_TOKEN_EXPIRY_DAYS } from '@socialpulse/contract/constants/api-tokens';

export type ExpiryChoice = `${(typeof API_TOKEN_EXPIRY_DAYS)[number]}` | 'date' | 'never';
export const EXPIRY_CHOICES: readonly ExpiryChoice[] = [
  ...API_TOKEN_EXPIRY_DAYS.map((days) => `${days}` as const),
  'date',
  'never',
];

const DAY_MS = 86_400_000;

/** YYYY-MM-DD of a local day, as `<input type="date">` speaks. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The instant a choice means: days from now, the end of a chosen local day, or null for never.
 * Undefined when a date is asked for and none (or a past one) is given.
 */
export function expiryFor(choice: ExpiryChoice, day: string, now: Date): string | null | undefined {
  if (choice === 'never') return null;
  if (choice !== 'date') return new Date(now.getTime() + Number(choice) * DAY_MS).toISOString();
  if (!/^\d{4}-\d{2}-\d{2}$/u.test(day)) return undefined;
  const end = new Date(`${day}T23:59:59`);
  return Number.isNaN(end.getTime()) || end.getTime() <= now.getTime()
    ? undefined
    : end.toISOString();
}
