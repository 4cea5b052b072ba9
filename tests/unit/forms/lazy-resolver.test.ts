import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from '@/lib/forms/lazy-resolver';

type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];

describe('lazyResolver', () => {
  it('loads the checks once, on preload or first use, and answers with them', async () => {
    const required = { values: {}, errors: { name: { type: 'x', message: 'required' } } };
    const check = vi.fn<Resolver<Values, unknown, Values>>((values) =>
      Promise.resolve(values.name ? { values, errors: {} } : required),
    );
    const load = vi.fn(() => Promise.resolve(check));
    const { resolver, preload } = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    preload();
    preload();
    const empty = await resolver({ name: '' }, undefined, options);
    expect(empty.errors).toEqual({ name: { type: 'x', message: 'required' } });
    await resolver({ name: 'Ana' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('lets the values through when the checks cannot load, and tries again next time', async () => {
    const check: Resolver<Values, unknown, Values> = () =>
      Promise.resolve({ values: {}, errors: { name: { type: 'x', message: 'required' } } });
    const load = vi.fn().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue(check);
    const { resolver } = lazyResolver<Values, Values>(load);
    expect(await resolver({ name: '' }, undefined, options)).toEqual({ values: { name: '' }, errors: {} });
    expect((await resolver({ name: '' }, undefined, options)).errors).toHaveProperty('name');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
