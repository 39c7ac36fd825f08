import { bodySchemaOf, parametersOf, type Endpoint, type JsonSchema } from '@/test/fuzz/openapi';
import type { Prng } from '@/test/fuzz/prng';
import { sample, samplePathValue } from '@/test/fuzz/sample';
import {
  BAD_PATH_VALUES,
  BAD_QUERY_VALUES,
  BAD_RAW_BODIES,
  BAD_STRINGS,
  BAD_VALUES,
} from '@/test/fuzz/values';

/** One request to send; `label` says what was changed, for the failure report. */
export interface FuzzCase {
  label: string;
  method: string;
  url: string;
  body?: { json: unknown } | { raw: string; contentType: string };
}

/** Random bodies per endpoint, on top of the one-change-at-a-time cases. */
const RANDOM_BODIES = 12;
/** Mutations tried on each nested property (e.g. `settings.excludePatterns`). */
const NESTED_TRIES = 4;

interface Baseline {
  path: Record<string, string>;
  query: Record<string, string>;
  body: Record<string, unknown> | undefined;
}

/**
 * Every request the fuzz test sends to one endpoint: a plausible baseline, then each path
 * parameter, query parameter and body property replaced in turn by each bad value, nested
 * properties by a few, whole bodies that are not objects or not JSON, and seeded random mixes.
 */
export function casesFor(
  endpoint: Endpoint,
  prng: Prng,
  /** Path parameter values that name real records, so mutations get past the lookup. */
  knownPathValues: Record<string, string> = {},
): FuzzCase[] {
  const pathParams = parametersOf(endpoint.operation, 'path');
  const queryParams = parametersOf(endpoint.operation, 'query');
  const bodySchema = bodySchemaOf(endpoint.operation);
  const base: Baseline = {
    path: Object.fromEntries(
      pathParams.map((p) => [p.name, knownPathValues[p.name] ?? samplePathValue(p.name, prng)]),
    ),
    query: Object.fromEntries(
      queryParams.map((p) => [p.name, String(sample(p.schema, p.name, prng))]),
    ),
    body: bodySchema ? (sample(bodySchema, 'body', prng) as Record<string, unknown>) : undefined,
  };
  const request = (label: string, change: Partial<Baseline>, extra: Partial<FuzzCase> = {}) => ({
    label,
    method: endpoint.method,
    url: urlOf(endpoint.path, { ...base, ...change }),
    ...(base.body !== undefined ? { body: { json: change.body ?? base.body } } : {}),
    ...extra,
  });

  const cases: FuzzCase[] = [request('baseline', {})];
  for (const { name } of pathParams) {
    for (const value of BAD_PATH_VALUES)
      cases.push(request(`path ${name}=${value}`, { path: { ...base.path, [name]: value } }));
  }
  for (const { name } of queryParams) {
    for (const value of BAD_QUERY_VALUES)
      cases.push(request(`query ${name}=${value}`, { query: { ...base.query, [name]: value } }));
  }
  cases.push(
    request('repeated and unknown query keys', {}, { url: repeatedQueryUrl(endpoint, base) }),
  );

  if (!bodySchema || !base.body) {
    cases.push(
      request('a body where none is expected', {}, { body: { json: { unexpected: [1, 2] } } }),
    );
    return cases;
  }
  const body = base.body;
  for (const key of Object.keys(bodySchema.properties ?? {})) {
    for (const [index, value] of BAD_VALUES.entries())
      cases.push(request(`body ${key}=#${index}`, { body: { ...body, [key]: value } }));
    const { [key]: _omitted, ...without } = body;
    cases.push(request(`body without ${key}`, { body: without }));
  }
  for (const [key, nested] of nestedProperties(bodySchema)) {
    const parent = body[key] as Record<string, unknown>;
    for (let i = 0; i < NESTED_TRIES; i++) {
      const value = prng.pick(BAD_VALUES);
      cases.push(
        request(`body ${key}.${nested}=#${BAD_VALUES.indexOf(value)}`, {
          body: { ...body, [key]: { ...parent, [nested]: value } },
        }),
      );
    }
  }
  for (const leaf of stringLeaves(body, [])) {
    for (const [index, value] of BAD_STRINGS.entries())
      cases.push(
        request(`string ${leaf.join('.')}=#${index}`, { body: replaceAt(body, leaf, value) }),
      );
  }
  cases.push(request('unknown body key', { body: { ...body, unexpectedKey: 'x' } }));
  for (const [index, value] of BAD_VALUES.entries())
    cases.push(request(`whole body #${index}`, {}, { body: { json: value } }));
  for (const [contentType, raw] of BAD_RAW_BODIES)
    cases.push(request(`raw ${contentType} body`, {}, { body: { raw, contentType } }));
  for (let i = 0; i < RANDOM_BODIES; i++)
    cases.push(request(`random body ${i}`, { body: randomBody(bodySchema, body, prng) }));
  return cases;
}

function urlOf(template: string, baseline: Baseline): string {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => baseline.path[name] ?? 'x');
  const query = Object.entries(baseline.query)
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

function repeatedQueryUrl(endpoint: Endpoint, base: Baseline): string {
  const url = urlOf(endpoint.path, { ...base, query: {} });
  const keys = [...Object.keys(base.query), 'unexpected'];
  return `${url}?${keys.map((k) => `${k}=1&${k}=2&${k}[x]=3`).join('&')}`;
}

/** Paths of every string in `value`, array items included. */
function stringLeaves(value: unknown, path: (string | number)[]): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringLeaves(item, [...path, i]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => stringLeaves(item, [...path, key]));
  return [];
}

/** A copy of `value` with the leaf at `path` replaced. */
function replaceAt<T>(value: T, path: readonly (string | number)[], leaf: unknown): T {
  const [head, ...rest] = path;
  if (head === undefined) return leaf as T;
  const copy = (Array.isArray(value) ? [...value] : { ...value }) as Record<
    string | number,
    unknown
  >;
  copy[head] = replaceAt(copy[head], rest, leaf);
  return copy as T;
}

/** `[parent, child]` for each property of each object-typed top-level property. */
function nestedProperties(schema: JsonSchema): [string, string][] {
  return Object.entries(schema.properties ?? {}).flatMap(([key, s]) =>
    Object.keys(s.properties ?? {}).map((child): [string, string] => [key, child]),
  );
}

/** Each property kept (half the time), made bad (a third) or left out; sometimes an extra key. */
function randomBody(
  schema: JsonSchema,
  base: Record<string, unknown>,
  prng: Prng,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(schema.properties ?? {})) {
    const roll = prng.next();
    if (roll < 0.5) out[key] = base[key];
    else if (roll < 0.83) out[key] = prng.pick(BAD_VALUES);
  }
  if (prng.next() < 0.2) out[`extra${prng.int(100)}`] = prng.pick(BAD_VALUES);
  return out;
}
