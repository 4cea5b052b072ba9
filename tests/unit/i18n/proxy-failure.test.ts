import { NextRequest } from 'next/server.js';
import { expect, it, vi } from 'vitest';

vi.mock('@/lib/i18n/default-prefix', () => ({
  canonicalWithoutDefaultPrefix: () => {
    throw new Error('boom');
  },
}));

it("answers 500 with the Unknown middleware message when the proxy fails (the specification's middleware problem)", async () => {
  const { proxy, unknownMiddlewareMessage } = await import('@/proxy');
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const response = proxy(new NextRequest('http://127.0.0.1:3000/es/models'));
  expect(response.status).toBe(500);
  expect(await response.text()).toBe(unknownMiddlewareMessage);
  expect(unknownMiddlewareMessage).toBe('Unknown middleware');
});
