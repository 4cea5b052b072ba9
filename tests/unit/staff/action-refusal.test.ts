import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { refusalOfError } from '@/lib/staff/action-refusal';

const http = (status: number, fieldErrors?: Record<string, string[]>) =>
  new ApiError('http', status, 'refused', { fieldErrors });

describe('refusalOfError', () => {
  it('answers the backend refusals a staff action shows in its page', () => {
    expect(refusalOfError(http(401))).toBe('session');
    expect(refusalOfError(http(403, { session: ['signed_out'] }))).toBe('session');
    expect(refusalOfError(http(403, { role: ['forbidden'] }))).toBe('role');
    expect(refusalOfError(http(404))).toBe('gone');
    expect(refusalOfError(http(400, { status: ['invalid'] }))).toBe('invalid');
  });

  it('leaves a fault of the backend, or any other error, to the error page', () => {
    expect(refusalOfError(http(500))).toBeNull();
    expect(refusalOfError(http(409))).toBeNull();
    expect(refusalOfError(new ApiError('timeout', 0, 'slow'))).toBeNull();
    expect(refusalOfError(new Error('bug'))).toBeNull();
  });
});
