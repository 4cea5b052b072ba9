import { describe, expect, it } from 'vitest';
import { isLoopbackHost, mediaOrigins, parseEnv } from '@/lib/env-schema';

/** Credentials of the agency's own, as a public site must have. */
const ownSecrets = {
  PANEL_API_TOKEN: 'generated-1',
  PANEL_SALT: 'generated-2',
  MF_API_KEY: 'generated-3',
  MF_SALT: 'generated-4',
  REVALIDATE_SECRET: 'generated-5',
};

describe('parseEnv', () => {
  it('fills every default and derives the API URLs from BACKEND_PORT', () => {
    const env = parseEnv({ BACKEND_PORT: '4100' });
    expect(env).toEqual({
      SITE_URL: 'http://localhost:3000',
      ALLOWED_HOSTS: [],
      BACKEND_PORT: 4100,
      PANEL_API_URL: 'http://127.0.0.1:4100/panel',
      MF_API_URL: 'http://127.0.0.1:4100/mf',
      MEDIA_URL: undefined,
      PANEL_API_TOKEN: 'demo-panel-api-token',
      PANEL_SALT: 'demo-panel-salt',
      MF_API_KEY: 'demo-mf-api-key',
      MF_SALT: 'demo-mf-salt',
      REVALIDATE_SECRET: 'demo-revalidate-secret',
      API_TIMEOUT_MS: 8000,
      PORT: 3000,
      PAGE_CACHE_MAX_MB: 512,
      PAGE_CACHE_DIR: undefined,
      REDIS_URL: undefined,
      REDIS_KEY_PREFIX: 'agency:',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      LOG_FORMAT: undefined,
      INSTANCE_NAME: undefined,
      METRICS_PORT: 9464,
      METRICS_HOST: '127.0.0.1',
      SHUTDOWN_DRAIN_MS: 2000,
      SHUTDOWN_TIMEOUT_MS: 10_000,
      TRUSTED_PROXIES: [],
    });
  });

  it('takes a known LOG_LEVEL and refuses any other', () => {
    expect(parseEnv({ LOG_LEVEL: 'debug' }).LOG_LEVEL).toBe('debug');
    expect(() => parseEnv({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => parseEnv({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
  });

  it('takes a redis:// or rediss:// REDIS_URL and refuses any other', () => {
    expect(parseEnv({ REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(parseEnv({ REDIS_URL: 'rediss://user:pw@cache.internal:6380/2' }).REDIS_URL).toBe(
      'rediss://user:pw@cache.internal:6380/2',
    );
    expect(() => parseEnv({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL: must be a redis/);
    expect(() => parseEnv({ REDIS_URL: '127.0.0.1:6379' })).toThrow(/REDIS_URL/);
  });

  it('refuses the demo credentials in production when a service is not on this machine, naming each variable', () => {
    const remote = {
      NODE_ENV: 'production',
      PANEL_API_URL: 'https://panel.agency.mx/v1',
      MF_API_URL: 'https://mf.example.com',
    };
    expect(() => parseEnv(remote)).toThrow(
      /PANEL_API_TOKEN[\s\S]*PANEL_SALT[\s\S]*MF_API_KEY[\s\S]*MF_SALT[\s\S]*REVALIDATE_SECRET/,
    );
    const secrets = {
      PANEL_API_TOKEN: 't0k',
      PANEL_SALT: 's4lt',
      MF_API_KEY: 'k3y',
      MF_SALT: 's4lt2',
      REVALIDATE_SECRET: 'a-long-secret',
    };
    expect(() => parseEnv({ ...remote, ...secrets, MF_SALT: undefined })).toThrow(
      /MF_SALT: unset or the demo value/,
    );
    expect(parseEnv({ ...remote, ...secrets }).PANEL_API_TOKEN).toBe('t0k');
    // The embedded backend (this machine) and development keep the demo.
    expect(() => parseEnv({ NODE_ENV: 'production' })).not.toThrow();
    expect(() => parseEnv({ ...remote, NODE_ENV: 'development' })).not.toThrow();
  });

  it('refuses on a public SITE_URL every secret left unset or given its published value, whatever NODE_ENV says', () => {
    const site = { SITE_URL: 'https://agency.example' };
    expect(() => parseEnv(site)).toThrow(
      /PANEL_API_TOKEN[\s\S]*PANEL_SALT[\s\S]*MF_API_KEY[\s\S]*MF_SALT[\s\S]*REVALIDATE_SECRET/,
    );
    const own = ownSecrets;
    expect(parseEnv({ ...site, ...own }).REVALIDATE_SECRET).toBe('generated-5');
    expect(() => parseEnv({ ...site, ...own, REVALIDATE_SECRET: 'demo-revalidate-secret' })).toThrow(
      /REVALIDATE_SECRET: unset or the demo value/,
    );
    // This machine's addresses keep the demo.
    for (const SITE_URL of ['http://localhost:3000', 'http://127.0.0.1:3100', 'https://agency.localhost']) {
      expect(() => parseEnv({ SITE_URL, NODE_ENV: 'production' })).not.toThrow();
    }
  });

  it('reads TRUSTED_PROXIES as a list of addresses and refuses anything else', () => {
    expect(parseEnv({ TRUSTED_PROXIES: '127.0.0.1, ::1,10.0.0.2' }).TRUSTED_PROXIES).toEqual([
      '127.0.0.1',
      '::1',
      '10.0.0.2',
    ]);
    expect(() => parseEnv({ TRUSTED_PROXIES: '127.0.0.1,nginx.local' })).toThrow(/TRUSTED_PROXIES/);
  });

  it('keeps explicit URLs (without a trailing slash) and treats empty values as unset', () => {
    const env = parseEnv({
      PANEL_API_URL: 'https://panel.example.com/v1/',
      MF_API_URL: '',
      SITE_URL: 'https://agency.mx',
      ...ownSecrets,
    });
    expect(env.PANEL_API_URL).toBe('https://panel.example.com/v1');
    expect(env.MF_API_URL).toBe('http://127.0.0.1:4000/mf');
    expect(env.SITE_URL).toBe('https://agency.mx');
  });

  it('lists every bad variable at once, without echoing their values', () => {
    let message = '';
    try {
      parseEnv({
        SITE_URL: 'not a url',
        BACKEND_PORT: '99999',
        API_TIMEOUT_MS: 'soon',
        REVALIDATE_SECRET: 'short',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid site configuration/);
    for (const name of ['SITE_URL', 'BACKEND_PORT', 'API_TIMEOUT_MS', 'REVALIDATE_SECRET'])
      expect(message).toContain(name);
    expect(message).not.toContain('short');
  });
});

describe('media origins', () => {
  it('are the API hosts /media paths plus MEDIA_URL, without duplicates', () => {
    const origins = mediaOrigins(parseEnv({ MEDIA_URL: 'https://cdn.example.com/agency' }));
    expect(origins.map(({ url, pathname }) => `${url.origin}${pathname}`)).toEqual([
      'http://127.0.0.1:4000/media/**',
      'https://cdn.example.com/agency/**',
    ]);
  });

  it('recognise loopback hosts only', () => {
    for (const host of ['localhost', '127.0.0.1', '127.1.2.3', '[::1]', 'api.localhost'])
      expect(isLoopbackHost(host)).toBe(true);
    for (const host of ['example.com', '10.0.0.1', '192.168.1.2', '128.0.0.1'])
      expect(isLoopbackHost(host)).toBe(false);
  });
});
