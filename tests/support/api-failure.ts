import { expect } from 'vitest';
import { ApiError } from '@/lib/api/errors';

/** The ApiError a call rejects with; fails the test when it resolves or throws anything else. */
export async function apiFailure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}
