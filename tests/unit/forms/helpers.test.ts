import { describe, expect, it, vi } from 'vitest';
import { botSignal, FILL_TIME_FIELD, HONEYPOT_FIELD, MIN_FILL_MS } from '@/lib/forms/anti-spam';
import { ageOn, isPlausibleBirthdate, parseBirthdate } from '@/lib/contract/birthdate';
import { shortenFileName } from '@/lib/forms/file-name';
import { isValidIdempotencyKey, newIdempotencyKey } from '@/lib/forms/idempotency';
import { sniffImageType } from '@/lib/contract/image-type';
import { isSameOrigin } from '@/lib/forms/origin';
import { createRateLimiter } from '@/lib/forms/rate-limit';
import { skillsSummary, visibleSkills } from '@/lib/forms/skills-display';
import { visitorKey } from '@/lib/forms/visitor';

describe('shortenFileName', () => {
  it('keeps names of 20 characters or fewer', () => {
    expect(shortenFileName('photo.jpg')).toBe('photo.jpg');
    expect(shortenFileName('abcdefghijklmnopqrst.png')).toBe('abcdefghijklmnopqrst.png');
  });
  it('cuts longer names to 20 characters, an ellipsis and the extension', () => {
    expect(shortenFileName('abcdefghijklmnopqrstu.png')).toBe('abcdefghijklmnopqrst….png');
    expect(shortenFileName('my-very-long-holiday-portrait-2026.jpeg')).toBe('my-very-long-holiday….jpeg');
  });
  it('shortens a link without an extension likewise', () => {
    expect(shortenFileName('https://youtu.be/dQw4w9WgXcQ')).toBe('https://youtu.be/dQw…');
  });
});

describe('skills display', () => {
  it('shows at most five chosen skills, then an ellipsis', () => {
    expect(visibleSkills(['a', 'b', 'c', 'd', 'e'])).toEqual({
      shown: ['a', 'b', 'c', 'd', 'e'],
      more: false,
    });
    expect(visibleSkills(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual({
      shown: ['a', 'b', 'c', 'd', 'e'],
      more: true,
    });
    expect(skillsSummary(['a', 'b', 'c', 'd', 'e', 'f', 'g'])).toBe('a, b, c, d, e, …');
    expect(skillsSummary(['a', 'b'])).toBe('a, b');
  });
});

describe('birthdate', () => {
  it('parses dd/MM/yyyy into a real day', () => {
    expect(parseBirthdate('04/05/2001')?.toISOString()).toBe('2001-05-04T00:00:00.000Z');
    expect(parseBirthdate('29/02/2024')).not.toBeNull();
  });
  it('refuses impossible days and other formats', () => {
    for (const bad of [
      '31/02/2001',
      '29/02/2023',
      '2001-05-04',
      '4/5/2001',
      '00/01/2000',
      '01/13/2000',
      '',
    ]) {
      expect(parseBirthdate(bad)).toBeNull();
    }
  });
  it('counts whole years and bounds the age to 0..100', () => {
    const now = new Date(Date.UTC(2026, 10, 22));
    expect(ageOn(new Date(Date.UTC(2001, 10, 22)), now)).toBe(25);
    expect(ageOn(new Date(Date.UTC(2001, 10, 23)), now)).toBe(24);
    expect(isPlausibleBirthdate('22/11/1926', now)).toBe(true);
    expect(isPlausibleBirthdate('21/11/1925', now)).toBe(false);
    expect(isPlausibleBirthdate('23/11/2026', now)).toBe(false);
  });
});

describe('sniffImageType', () => {
  it('recognises png, gif and jpeg by their first bytes', () => {
    expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    );
    expect(sniffImageType(new TextEncoder().encode('GIF89a...'))).toBe('image/gif');
    expect(sniffImageType(new TextEncoder().encode('GIF87a...'))).toBe('image/gif');
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
  });
  it('refuses anything else, whatever it is called', () => {
    expect(sniffImageType(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('<svg xmlns=""/>'))).toBeNull();
    expect(sniffImageType(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe('createRateLimiter', () => {
  it('allows `limit` hits per window and tells when to come back', async () => {
    vi.useFakeTimers({ now: 0 });
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000 });
    expect(await limiter.hit('a')).toEqual({ allowed: true });
    vi.setSystemTime(1_000);
    expect(await limiter.hit('a')).toEqual({ allowed: true });
    vi.setSystemTime(2_000);
    expect(await limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 58 });
    expect(await limiter.hit('b')).toEqual({ allowed: true });
    vi.setSystemTime(60_001);
    expect(await limiter.hit('a')).toEqual({ allowed: true });
  });
});

describe('isSameOrigin', () => {
  const site = { SITE_URL: 'https://agency.example', ALLOWED_HOSTS: ['www.agency.example'] };
  it('accepts the site URL origin and its aliases', () => {
    expect(isSameOrigin(new Headers({ origin: 'https://agency.example' }), site)).toBe(true);
    expect(isSameOrigin(new Headers({ origin: 'https://www.agency.example' }), site)).toBe(true);
  });
  it('refuses the host the request names, other origins and a missing Origin', () => {
    // DNS rebinding: the attacker's name in both Host and Origin.
    const rebound = 'http://rebind.attacker.example:3370';
    expect(isSameOrigin(new Headers({ origin: rebound, host: 'rebind.attacker.example:3370' }), site)).toBe(
      false,
    );
    expect(isSameOrigin(new Headers({ origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' }), site)).toBe(
      false,
    );
    expect(isSameOrigin(new Headers({ origin: 'https://evil.example' }), site)).toBe(false);
    expect(isSameOrigin(new Headers({ origin: 'null' }), site)).toBe(false);
    expect(isSameOrigin(new Headers(), site)).toBe(false);
  });
});

describe('botSignal', () => {
  const form = (entries: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(entries)) data.set(key, value);
    return data;
  };
  it('passes an empty honeypot and a human fill time', () => {
    expect(botSignal(form({ [HONEYPOT_FIELD]: '', [FILL_TIME_FIELD]: String(MIN_FILL_MS) }))).toBeNull();
  });
  it('flags a filled or missing honeypot and a too fast or missing fill time', () => {
    expect(botSignal(form({ [HONEYPOT_FIELD]: 'http://spam', [FILL_TIME_FIELD]: '9000' }))).toBe('honeypot');
    expect(botSignal(form({ [FILL_TIME_FIELD]: '9000' }))).toBe('honeypot');
    expect(botSignal(form({ [HONEYPOT_FIELD]: '', [FILL_TIME_FIELD]: '200' }))).toBe('too-fast');
    expect(botSignal(form({ [HONEYPOT_FIELD]: '' }))).toBe('too-fast');
  });
});

describe('idempotency keys and visitors', () => {
  it('makes distinct valid keys and checks the header rule', () => {
    const a = newIdempotencyKey();
    expect(isValidIdempotencyKey(a)).toBe(true);
    expect(newIdempotencyKey()).not.toBe(a);
    expect(isValidIdempotencyKey('')).toBe(false);
    expect(isValidIdempotencyKey('x'.repeat(201))).toBe(false);
    expect(isValidIdempotencyKey('has space')).toBe(false);
    expect(isValidIdempotencyKey(null)).toBe(false);
  });
  it('identifies the visitor by the address the front server resolved, never by X-Forwarded-For', () => {
    expect(visitorKey(new Headers({ 'x-visitor-address': '198.51.100.9' }))).toBe('198.51.100.9');
    expect(visitorKey(new Headers({ 'x-forwarded-for': '203.0.113.7' }))).toBe('unknown');
    expect(visitorKey(new Headers({ 'x-real-ip': '198.51.100.2' }))).toBe('unknown');
    expect(visitorKey(new Headers())).toBe('unknown');
  });
  it('counts an IPv6 visitor by its /64, so that its other addresses are no new visitors', () => {
    const key = (address: string) => visitorKey(new Headers({ 'x-visitor-address': address }));
    expect(key('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64');
    expect(key('2001:0db8:0000:0001:ffff:1:2:3')).toBe('2001:db8:0:1::/64');
    expect(key('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(key('2001:db8:0:2::1')).not.toBe(key('2001:db8:0:1::1'));
    expect(key('::1')).toBe('0:0:0:0::/64');
    expect(key('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    // IPv4, IPv4-mapped IPv6 and anything that is no address stay as they are.
    expect(key('::ffff:198.51.100.9')).toBe('::ffff:198.51.100.9');
    expect(key('198.51.100.9')).toBe('198.51.100.9');
    expect(key('not-an-address')).toBe('not-an-address');
  });
});
