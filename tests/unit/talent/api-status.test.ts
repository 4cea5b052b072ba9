import { describe, expect, it } from 'vitest';
import { apiErrorStatus, nullWhenMissing } from '@/lib/talent/api-status';

class ApiError extends Error {
  constructor(readonly status: number) {
    super('x');
    this.name = 'ApiError';
  }
}

describe('nullWhenMissing', () => {
  it('turns an ApiError 404 from any copy of the class into null', async () => {
    await expect(nullWhenMissing(() => Promise.reject(new ApiError(404)))).resolves.toBeNull();
    expect(apiErrorStatus(new ApiError(503))).toBe(503);
  });
  it('passes other failures on', async () => {
    await expect(nullWhenMissing(() => Promise.reject(new ApiError(500)))).rejects.toThrow('x');
    await expect(nullWhenMissing(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(apiErrorStatus(new Error('boom'))).toBeNull();
  });
});
