/** Nested `depth` levels deep: `{ a: { a: … } }`. */
function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

/**
 * Values no field expects, for body fields and whole bodies: wrong types, boundary numbers, empty
 * and huge strings, NUL and other control characters, tricky Unicode, injection-shaped text,
 * containers where scalars belong and the reverse.
 */
export const BAD_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  ' ',
  '\t\n',
  'x'.repeat(10_000),
  '\u0000',
  'before\u0000after',
  '\u0001\u001f\u007f',
  '😀'.repeat(300),
  '\ud83d',
  '\u202eevil',
  'e\u0301\u0301\u0301',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../../etc/passwd',
  '%00%zz',
  '2024-02-30',
  '-0001-01-01T00:00:00Z',
  '00000000-0000-0000-0000-000000000000',
  [],
  [null],
  ['a', 1, {}],
  Array.from({ length: 1000 }, (_, i) => `item${i}`),
  {},
  { $gt: '' },
  { toString: 'x', valueOf: 1 },
  nested(40),
];

/** What each string of a plausible body (at any depth, array items included) is replaced by. */
export const BAD_STRINGS: readonly string[] = [
  'nul\u0000inside',
  '\ud800lone surrogate',
  '\u202e\u0301',
  'x'.repeat(5000),
  '',
  '%s%n${7*7}{{7*7}}',
];

/** Path parameter values, already URL-encoded where the URL needs it. */
export const BAD_PATH_VALUES: readonly string[] = [
  '0',
  '-1',
  'null',
  'undefined',
  '%20',
  'a%00b',
  '%zz',
  '%C0%AE',
  '..%2F..%2Fetc',
  '%F0%9F%98%80',
  encodeURIComponent("' OR 1=1 --"),
  'x'.repeat(99),
  'x'.repeat(150),
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
];

/** Query values, URL-encoded. Repeated keys (an array where a scalar is expected) are added too. */
export const BAD_QUERY_VALUES: readonly string[] = [
  '',
  '-1',
  '0',
  '1e309',
  '9999999999999999999999',
  'true',
  'yes',
  'null',
  'a%00b',
  '%zz',
  encodeURIComponent('😀'.repeat(50)),
  'x'.repeat(2000),
  '[object Object]',
];

/** Whole request bodies that are not what any route parses: [content-type, raw payload]. */
export const BAD_RAW_BODIES: readonly (readonly [string, string])[] = [
  ['application/json', ''],
  ['application/json', '{'],
  ['application/json', '{"a":'],
  ['application/json', 'null'],
  ['application/json', '[]'],
  ['application/json', '"text"'],
  ['application/json', '12'],
  ['application/json', '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}'],
  ['application/json', `${'['.repeat(5000)}${']'.repeat(5000)}`],
  ['application/json', '{"a":1,"a":2}'],
  ['application/json; charset=utf-16', '{}'],
  ['text/plain', 'hello'],
  ['application/xml', '<a/>'],
  ['multipart/form-data', '--x\r\n'],
  ['application/x-www-form-urlencoded', 'a=1&a=2&b[c]=3&%zz=1'],
  ['application/octet-stream', '\u0000\u0001\u0002'],
];
