import { z } from 'zod';

export const pageNumber = z.coerce.number().int().min(1).max(1_000_000).default(1);

/** The Laravel-style page envelope of the contract. */
export function pageOf<T>(data: T[], page: number, perPage: number, total: number) {
  return {
    data,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}

/** One page of `rows` (ordered, not yet cut) with the `count` of all of them, read together. */
export async function pageRows<R>(
  rows: { limit(limit: number): { offset(offset: number): PromiseLike<R[]> } },
  count: PromiseLike<{ total: number }[]>,
  { page, perPage }: { page: number; perPage: number },
): Promise<{ rows: R[]; total: number }> {
  const [cut, [totals]] = await Promise.all([rows.limit(perPage).offset((page - 1) * perPage), count]);
  return { rows: cut, total: totals?.total ?? 0 };
}
