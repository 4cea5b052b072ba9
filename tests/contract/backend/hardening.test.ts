import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { errorBodySchema } from '@/lib/api/schemas/common';
import { readJson } from '../../support/json';
import { backendUrl, mf, operator, panel } from '../../support/contract/client';

// The seed copies this committed clip to /media/videos/about.mp4.
const aboutVideo = path.resolve(import.meta.dirname, '../../../backend/seed/assets/orbs.mp4');

type ErrorBody = z.infer<typeof errorBodySchema>;

function expectSecurityHeaders(response: Response) {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
}

describe('every answer carries the security headers', () => {
  it.each([
    ['health', () => fetch(`${backendUrl}/health`), 200],
    ['unknown route', () => fetch(`${backendUrl}/nope`), 404],
    ['no token', () => fetch(`${backendUrl}/panel/api/social-media`), 401],
    ['validation', () => mf('/api/talents/attributes?cities=abc'), 400],
    ['media', () => fetch(`${backendUrl}/media/videos/about.mp4`), 200],
  ] as const)('%s', async (_, call, status) => {
    const response = await call();
    expect(response.status).toBe(status);
    expectSecurityHeaders(response);
  });
});

describe('paths and queries the backend refuses with 400 naming the field', () => {
  it.each([
    ['/api/talents/attributes?cities=1%00', 'cities', 'control_character'],
    ['/api/talents/attributes?language=es%0a', 'language', 'control_character'],
    ['/api/talents/attributes?cities=%E0%A4%A', 'cities', 'invalid'],
    ['/api/talent/profile?id=1&language=%1b', 'language', 'control_character'],
  ])('mf %s', async (target, field, code) => {
    const response = await mf(target);
    expect(response.status).toBe(400);
    expect((await readJson<ErrorBody>(response)).errors?.[field]).toEqual([code]);
  });

  it.each(['/api/posts/news/es/slug%00x', '/api/posts/news/es/%C0%AF'])('panel %s', async (target) => {
    const response = await panel(target);
    expect(response.status).toBe(400);
    expect(Object.keys((await readJson<ErrorBody>(response)).errors ?? {})).toEqual(['path']);
  });
});

describe('integers beyond the database range', () => {
  it.each([
    ['/api/talents/attributes?cities=2147483648', 400],
    ['/api/talents/attributes?cities=-1', 400],
    ['/api/talent/profile?id=2147483648', 404],
    ['/api/talent/profile?id=99999999999999999999', 404],
  ])('mf %s → %i', async (target, status) => {
    expect((await mf(target)).status).toBe(status);
  });

  it.each([
    ['/api/inbox/files/2147483648', 404],
    ['/api/inbox/files/99999999999', 404],
    ['/api/inbox?page=1e309', 400],
  ])("the operator's %s → %i", async (target, status) => {
    expect((await operator(target)).status).toBe(status);
  });
});

describe('media answers honour byte ranges', () => {
  const video = `${backendUrl}/media/videos/about.mp4`;

  it('advertises ranges and answers one with 206', async () => {
    const size = (await stat(aboutVideo)).size;
    const whole = await fetch(video);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    const wholeBytes = new Uint8Array(await whole.arrayBuffer());
    expect(wholeBytes).toEqual(new Uint8Array(await readFile(aboutVideo)));
    const part = await fetch(video, { headers: { range: 'bytes=10-19' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${size}`);
    const bytes = new Uint8Array(await part.arrayBuffer());
    expect(bytes).toEqual(wholeBytes.slice(10, 20));
    const tail = await fetch(video, { headers: { range: 'bytes=-5' } });
    expect(tail.headers.get('content-range')).toBe(`bytes ${size - 5}-${size - 1}/${size}`);
  });

  it('answers a range past the end with 416 and the size', async () => {
    const response = await fetch(video, { headers: { range: 'bytes=999999999-' } });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toMatch(/^bytes \*\/\d+$/);
  });
});
