/** Readers for recorded API answers, whose fields may be missing or of any type. */
export type Json = Record<string, unknown>;

export function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value as text; anything else is empty. */
export function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The value as a finite number; anything else is absent. */
export function num(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}
