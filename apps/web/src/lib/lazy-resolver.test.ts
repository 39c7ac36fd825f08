import type { Resolver, ResolverResult } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from '@/lib/lazy-resolver';

type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false };

describe('lazyResolver', () => {
  it('loads the real resolver on first use, once, and validates with it', async () => {
    const real: Resolver<Values> = (values): ResolverResult<Values> =>
      values.name.length > 0
        ? { values, errors: {} }
        : { values: {}, errors: { name: { type: 'min', message: 'Required' } } };
    const load = vi.fn(() => Promise.resolve(real));
    const { resolver } = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();

    const refused = await resolver({ name: '' }, undefined, options);
    expect(refused.errors.name?.message).toBe('Required');
    const accepted = await resolver({ name: 'Ada' }, undefined, options);
    expect(accepted.values).toEqual({ name: 'Ada' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preload starts the load; a failed load is tried again on the next validation', async () => {
    const real: Resolver<Values> = (values) => ({ values, errors: {} });
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue(real);
    const rules = lazyResolver(load);
    rules.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    await expect(rules.resolver({ name: 'Ada' }, undefined, options)).resolves.toEqual({
      values: { name: 'Ada' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
