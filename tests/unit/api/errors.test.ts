import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';

describe('ApiError', () => {
  it('is recognised across separately loaded copies of the module, as Next loads it once per bundle', async () => {
    vi.resetModules();
    const other = await import('@/lib/api/errors');
    expect(other.ApiError).not.toBe(ApiError);

    const fromOtherCopy = new other.ApiError('http', 404, 'Not found');
    expect(fromOtherCopy).toBeInstanceOf(ApiError);
    expect(new ApiError('timeout', 0, 'late')).toBeInstanceOf(other.ApiError);
  });

  it('is not claimed by other errors', () => {
    const lookalike = Object.assign(new Error('Not found'), { name: 'ApiError', status: 404 });
    expect(lookalike).not.toBeInstanceOf(ApiError);
    expect(null).not.toBeInstanceOf(ApiError);
  });
});
