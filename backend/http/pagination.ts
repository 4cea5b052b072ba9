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
