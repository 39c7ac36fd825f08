import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose code (zod and the contract's schemas) loads on first use, not with the
 * screen: the form paints without it, `preload` starts the load when the user reaches the form
 * (focus), and every validation awaits the real resolver, so no input is ever let through
 * unchecked (docs/decisions/0018).
 */
export function lazyResolver<Values extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Values, Context, Output>>,
): { resolver: Resolver<Values, Context, Output>; preload: () => void } {
  let loading: Promise<Resolver<Values, Context, Output>> | undefined;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      // A chunk that failed to load (offline) is asked for again on the next validation.
      loading = undefined;
      throw error;
    }));
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => void get().catch(() => undefined),
  };
}
