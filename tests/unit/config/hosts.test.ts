import { describe, expect, it } from 'vitest';
import { hostNameOf, isAllowedHost, isSiteOrigin, siteHostRule, siteOrigins } from '@/lib/contract/hosts';
import { parseEnv } from '@/lib/env-schema';

describe('hostNameOf', () => {
  it('reads the name of a Host header, without its port, lower-case', () => {
    expect(hostNameOf('Agency.Example:443')).toBe('agency.example');
    expect(hostNameOf('127.0.0.1:3000')).toBe('127.0.0.1');
    expect(hostNameOf('[::1]:3000')).toBe('[::1]');
  });
  it('reads nothing from what names no host', () => {
    for (const value of [
      undefined,
      '',
      'a b',
      'user@agency.example',
      'agency.example/x',
      'a.example:99999x',
      '[zz]',
    ])
      expect(hostNameOf(value), String(value)).toBeNull();
  });
});

describe('the site host rule', () => {
  const publicRule = siteHostRule('https://agency.example', ['www.agency.example']);
  const laptopRule = siteHostRule('http://localhost:3000', []);

  it('lets in the site and its aliases, at any port (a proxy may drop it)', () => {
    expect(isAllowedHost('agency.example', publicRule)).toBe(true);
    expect(isAllowedHost('www.agency.example:443', publicRule)).toBe(true);
    expect(isAllowedHost('AGENCY.EXAMPLE', publicRule)).toBe(true);
  });
  it('refuses other names, and loopback names once the site is public', () => {
    expect(isAllowedHost('rebind.attacker.example:3370', publicRule)).toBe(false);
    expect(isAllowedHost('agency.example.attacker.example', publicRule)).toBe(false);
    expect(isAllowedHost('127.0.0.1:3000', publicRule)).toBe(false);
    expect(isAllowedHost('localhost', publicRule)).toBe(false);
    expect(isAllowedHost(undefined, publicRule)).toBe(false);
  });
  it('lets in every loopback name while the site is on this machine, and nothing else', () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'app.localhost'])
      expect(isAllowedHost(host, laptopRule), host).toBe(true);
    expect(isAllowedHost('rebind.attacker.example:3000', laptopRule)).toBe(false);
    expect(isAllowedHost('192.168.1.20:3000', laptopRule)).toBe(false);
  });
});

describe('the site origins', () => {
  it('are SITE_URL and its aliases with its scheme and port', () => {
    expect([...siteOrigins('https://agency.example', ['www.agency.example'])]).toEqual([
      'https://agency.example',
      'https://www.agency.example',
    ]);
    expect([...siteOrigins('http://localhost:3000', ['dev.localhost', 'other.localhost:4000'])]).toEqual([
      'http://localhost:3000',
      'http://dev.localhost:3000',
      'http://other.localhost:4000',
    ]);
  });
  it('never include the rebinding attacker, whatever Host the request names', () => {
    expect(isSiteOrigin('http://rebind.attacker.example:3370', 'http://localhost:3370', [])).toBe(false);
    expect(isSiteOrigin('https://agency.example', 'https://agency.example', [])).toBe(true);
    expect(isSiteOrigin('https://www.agency.example', 'https://agency.example', [])).toBe(false);
  });
  it('on a laptop, count every loopback name on the site port, and no other port', () => {
    expect(isSiteOrigin('http://127.0.0.1:3000', 'http://localhost:3000', [])).toBe(true);
    expect(isSiteOrigin('http://127.0.0.1:8080', 'http://localhost:3000', [])).toBe(false);
    expect(isSiteOrigin('https://127.0.0.1:3000', 'http://localhost:3000', [])).toBe(false);
    expect(isSiteOrigin('http://127.0.0.1:3000', 'https://agency.example', [])).toBe(false);
    expect(isSiteOrigin('null', 'http://localhost:3000', [])).toBe(false);
    expect(isSiteOrigin(null, 'http://localhost:3000', [])).toBe(false);
  });
});

describe('ALLOWED_HOSTS', () => {
  it('is a list of host names, empty by default', () => {
    expect(parseEnv({}).ALLOWED_HOSTS).toEqual([]);
    expect(parseEnv({ ALLOWED_HOSTS: ' www.agency.example , Agency.Example:8443,' }).ALLOWED_HOSTS).toEqual([
      'www.agency.example',
      'agency.example:8443',
    ]);
  });
  it('refuses an entry that names no host, saying so', () => {
    expect(() => parseEnv({ ALLOWED_HOSTS: 'https://www.agency.example/' })).toThrow(
      /ALLOWED_HOSTS.*host names/,
    );
  });
});
