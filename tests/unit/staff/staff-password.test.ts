import { describe, expect, it } from 'vitest';
import { passwordSchema } from '@/backend/staff/accounts';
import { isPasswordLength } from '@/lib/contract/staff-password';

describe("a staff member's new password", () => {
  it.each([
    [0, false],
    [11, false],
    [12, true],
    [200, true],
    [201, false],
  ])('of %i characters is within bounds: %s, on the site as in the backend', (length, fits) => {
    const password = 'a'.repeat(length);
    expect(isPasswordLength(password)).toBe(fits);
    expect(passwordSchema.safeParse(password).success).toBe(fits);
  });
});
