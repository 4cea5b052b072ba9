import { describe, expect, it } from 'vitest';
import { visitorAddress } from '@/server/visitor-address';

describe('visitorAddress', () => {
  it('is the socket address when nothing in front is trusted, whatever X-Forwarded-For says', () => {
    expect(visitorAddress('203.0.113.7', '198.51.100.1', [])).toBe('203.0.113.7');
    expect(visitorAddress('203.0.113.7', '198.51.100.1, 198.51.100.2', ['127.0.0.1'])).toBe('203.0.113.7');
    expect(visitorAddress('203.0.113.7', undefined, [])).toBe('203.0.113.7');
  });

  it('takes the entry a trusted proxy appended, not what the client wrote before it', () => {
    expect(visitorAddress('127.0.0.1', 'forged, 198.51.100.9', ['127.0.0.1'])).toBe('198.51.100.9');
    expect(visitorAddress('127.0.0.1', '198.51.100.9', ['127.0.0.1'])).toBe('198.51.100.9');
  });

  it('walks past a chain of trusted proxies', () => {
    expect(visitorAddress('10.0.0.2', 'forged, 198.51.100.9, 10.0.0.1', ['10.0.0.1', '10.0.0.2'])).toBe(
      '198.51.100.9',
    );
  });

  it('reads an IPv4 client on a dual-stack socket as IPv4', () => {
    expect(visitorAddress('::ffff:127.0.0.1', '198.51.100.9', ['127.0.0.1'])).toBe('198.51.100.9');
    expect(visitorAddress('::ffff:203.0.113.7', undefined, [])).toBe('203.0.113.7');
  });

  it('falls back to the socket when a trusted proxy sent no header, and to one bucket without a socket', () => {
    expect(visitorAddress('127.0.0.1', undefined, ['127.0.0.1'])).toBe('127.0.0.1');
    expect(visitorAddress(undefined, '198.51.100.9', [])).toBe('unknown');
  });
});
