import type { JsonSchema } from '@/test/fuzz/openapi';
import type { Prng } from '@/test/fuzz/prng';

/** Values the contract's refinements want that the JSON schema cannot say (formats, pairs). */
const BY_NAME: Record<string, (prng: Prng) => unknown> = {
  email: (prng) => `fuzz${prng.int(1e9)}@example.com`,
  password: () => 'Str0ng!pass',
  confirmPassword: () => 'Str0ng!pass',
  username: (prng) => `fuzz_${prng.int(1e9)}`,
  platform: () => 'reddit',
  startDate: () => '2024-01-01',
  endDate: () => '2024-01-07',
};

/**
 * A plausible value for `schema`: the baseline each mutation changes one part of, so most
 * requests fail on the part under test rather than on everything at once.
 */
export function sample(schema: JsonSchema | undefined, name: string, prng: Prng): unknown {
  const byName = BY_NAME[name];
  if (byName) return byName(prng);
  if (!schema) return 'fuzz';
  const option = schema.anyOf?.find((s) => s.type !== 'null');
  if (option) return sample(option, name, prng);
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return 'fuzz'.padEnd(schema.minLength ?? 0, 'z');
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      // One item even when none is required, so the item itself gets mutated too.
      return [sample(schema.items, name, prng)];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, s]) => [key, sample(s, key, prng)]),
      );
    default:
      return null;
  }
}

/** A plausible path parameter: the platform names and ids the routes look up. */
export function samplePathValue(name: string, prng: Prng): string {
  if (name === 'platform') return 'reddit';
  if (name === 'username') return 'fuzz_user';
  if (name === 'channelId') return 'UCfuzzchannel';
  return prng.uuid();
}
