import { describe, expect, it } from 'vitest';
import { toFieldErrors, topLevelFields } from '@/lib/field-errors';

describe('toFieldErrors', () => {
  it('uses the dotted path as the field and keeps the schema message', () => {
    const errors = toFieldErrors(
      [
        {
          keyword: 'too_big',
          instancePath: '/platformPreferences/reddit',
          schemaPath: '',
          params: {},
          message: 'Platform preference must be between 0 and 1',
        },
        {
          keyword: 'custom',
          instancePath: '/keywords',
          schemaPath: '',
          params: {},
          message: 'Keywords must not repeat',
        },
      ],
      'body',
    );
    expect(errors).toEqual([
      {
        field: 'platformPreferences.reddit',
        message: 'Platform preference must be between 0 and 1',
      },
      { field: 'keywords', message: 'Keywords must not repeat' },
    ]);
    expect(topLevelFields(errors)).toEqual(['platformPreferences', 'keywords']);
  });

  it('splits unknown keys into one error each', () => {
    expect(
      toFieldErrors(
        [
          {
            keyword: 'unrecognized_keys',
            instancePath: '/',
            schemaPath: '',
            params: { keys: ['a', 'b'] },
            message: 'x',
          },
        ],
        'body',
      ),
    ).toEqual([
      { field: 'a', message: 'Unknown field: a' },
      { field: 'b', message: 'Unknown field: b' },
    ]);
  });

  it('names the request part when the whole of it is wrong', () => {
    expect(
      toFieldErrors(
        [
          {
            keyword: 'invalid_type',
            instancePath: '/',
            schemaPath: '',
            params: {},
            message: 'Expected object',
          },
        ],
        'querystring',
      ),
    ).toEqual([{ field: 'querystring', message: 'Expected object' }]);
  });
});
