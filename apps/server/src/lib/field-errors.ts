import type { FieldError } from '@socialpulse/contract';
import type { FastifySchemaValidationError } from 'fastify/types/schema';

/**
 * Turns schema validation issues into the envelope's `errors[]`. `field` is the dotted path
 * (`platformPreferences.reddit`, `keywords.1`); each message is the schema's own (the
 * product's wording). Unknown fields of strict schemas become one error per key.
 */
export function toFieldErrors(
  issues: readonly FastifySchemaValidationError[],
  context: string | undefined,
): FieldError[] {
  return issues.flatMap((issue) => {
    const base = issue.instancePath.split('/').filter((s) => s.length > 0);
    const keys = unrecognizedKeys(issue);
    if (keys) {
      return keys.map((key) => ({
        field: [...base, key].join('.'),
        message: `Unknown field: ${key}`,
      }));
    }
    const field = base.join('.') || context || 'body';
    return [{ field, message: issue.message ?? 'Invalid value' }];
  });
}

/** The names the summary sentence lists: top-level fields only (`Invalid keywords`, not `keywords.1`). */
export function topLevelFields(errors: readonly FieldError[]): string[] {
  return errors.map((e) => e.field.split('.')[0] ?? e.field);
}

function unrecognizedKeys(issue: FastifySchemaValidationError): string[] | undefined {
  if (issue.keyword !== 'unrecognized_keys') return undefined;
  const keys = (issue.params as { keys?: unknown }).keys;
  return Array.isArray(keys) ? keys.map(String) : undefined;
}
