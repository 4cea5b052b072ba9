import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/env-schema';
import { securityHeaders } from '@/lib/http/security-headers';

/** The sources of one directive of the Content-Security-Policy the site sends with this configuration. */
function sources(variables: Record<string, string>, directive: string): string[] {
  const policy = securityHeaders(parseEnv(variables)).find(({ key }) => key === 'Content-Security-Policy')!;
  const found = policy.value.split('; ').find((part) => part.startsWith(`${directive} `));
  return found?.split(' ').slice(1) ?? [];
}

describe('the Content-Security-Policy’s media sources', () => {
  it('name no internal address: the back end there is read through the site’s own /media', () => {
    for (const api of ['http://127.0.0.1:4310', 'http://0.0.0.0:4000', 'http://192.168.1.20:4000']) {
      const env = { PANEL_API_URL: `${api}/panel`, MF_API_URL: `${api}/mf` };
      for (const directive of ['img-src', 'media-src']) {
        const named = sources(env, directive);
        expect(named, `${api} ${directive}`).toContain("'self'");
        expect(named.filter((source) => /127\.0\.0\.1|0\.0\.0\.0|192\.168|localhost/.test(source))).toEqual(
          [],
        );
      }
    }
  });

  it('name a public media host, which the browser loads from itself', () => {
    const env = { MEDIA_URL: 'http://media.agency.example/files' };
    expect(sources(env, 'img-src')).toContain('http://media.agency.example');
    expect(sources(env, 'media-src')).toContain('http://media.agency.example');
  });
});
