import { describe, expect, it } from 'vitest';
import { siteHostRule } from '@/lib/contract/hosts';
import { refuseHost } from '@/server/host-check';

const rule = siteHostRule('https://agency.example', ['www.agency.example']);
/** A request to the site that a proxy says it received for `host` over `proto`. */
const forwardedFor = (host: string, proto: string) => ({
  host: 'agency.example',
  'x-forwarded-host': host,
  'x-forwarded-proto': proto,
});

describe('refuseHost', () => {
  it('passes the site and its aliases', () => {
    expect(refuseHost({ host: 'agency.example' }, rule, false)).toBeNull();
    expect(refuseHost({ host: 'www.agency.example' }, rule, false)).toBeNull();
  });
  it('answers 421 to another host, 400 to none', () => {
    expect(refuseHost({ host: 'rebind.attacker.example:3370' }, rule, false)).toMatchObject({ status: 421 });
    expect(refuseHost({ host: '127.0.0.1:3000' }, rule, false)).toMatchObject({ status: 421 });
    expect(refuseHost({}, rule, false)).toMatchObject({ status: 400, field: 'host' });
  });
  it('drops the forwarded host and scheme of a peer that is no trusted proxy', () => {
    const headers = forwardedFor('rebind.attacker.example', 'http');
    expect(refuseHost(headers, rule, false)).toBeNull();
    expect(headers).toEqual({ host: 'agency.example' });
  });
  it('holds the forwarded host of a trusted proxy to the same rule', () => {
    const forwarded = forwardedFor('www.agency.example', 'https');
    expect(refuseHost(forwarded, rule, true)).toBeNull();
    expect(forwarded['x-forwarded-proto']).toBe('https');
    expect(
      refuseHost({ host: 'agency.example', 'x-forwarded-host': 'agency.example, evil.example' }, rule, true),
    ).toMatchObject({ status: 421 });
  });
});
