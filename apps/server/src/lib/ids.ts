const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a path id can be a row id. Checked before querying, because PostgreSQL rejects a malformed
 * uuid with an error (a 500) where the caller should just get "not found".
 */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
