// @vitest-environment node
import { expect, it } from 'vitest';
import config from '@/next.config';

it('pages carry no ETag: Next would hash every answer for it on every request', () => {
  expect(config('phase-production-server').generateEtags).toBe(false);
});
