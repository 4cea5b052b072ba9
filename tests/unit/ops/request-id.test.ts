import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requestIdFrom } from '@/lib/ops/request-id';

describe('the request id', () => {
  it("keeps a proxy's id: nginx's 32 hex digits, a UUID", () => {
    expect(requestIdFrom('0123456789abcdef0123456789abcdef')).toBe('0123456789abcdef0123456789abcdef');
    expect(requestIdFrom(['4f1c2d3e-1111-4222-8333-944455556666', 'x'])).toBe(
      '4f1c2d3e-1111-4222-8333-944455556666',
    );
  });

  it('makes a new one when there is none, or when the given one could split a log line or a header', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    for (const bad of [
      undefined,
      '',
      'short',
      'a'.repeat(129),
      'id with spaces',
      'id"},{"x":"1',
      'a\nb\ncdefgh',
    ])
      expect(requestIdFrom(bad)).toMatch(uuid);
    expect(requestIdFrom(undefined)).not.toBe(requestIdFrom(undefined));
  });

  it('never gives an id with anything but letters, digits and . _ : -', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (given) => {
        expect(requestIdFrom(given)).toMatch(/^[A-Za-z0-9._:-]{8,128}$/);
      }),
    );
  });
});
