import type { FieldValues, Resolver } from 'react-hook-form';

export type LazyResolver<TInput extends FieldValues, TOutput> = {
  resolver: Resolver<TInput, unknown, TOutput>;
  /** Starts loading the checks (on the first focus or press in the form), so they are there on submit. */
  preload: () => void;
};

/**
 * A react-hook-form resolver whose checks (the zod schema, most of a form page's script) load on first use
 * instead of with the page. When they cannot load (the connection dropped before the first focus), the
 * values go through unchecked: the route handler checks them again and answers with the same field errors,
 * and a send without connection is reported as such.
 */
export function lazyResolver<TInput extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TInput, unknown, TOutput>>,
): LazyResolver<TInput, TOutput> {
  let loading: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return {
    preload: () => void get().catch(() => undefined),
    resolver: async (values, context, options) => {
      let resolve: Resolver<TInput, unknown, TOutput>;
      try {
        resolve = await get();
      } catch {
        return { values: values as unknown as TOutput, errors: {} };
      }
      return resolve(values, context, options);
    },
  };
}
