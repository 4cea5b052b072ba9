import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/backend/config';
import { parseEnv } from '@/lib/env-schema';

// The variables both programs read take one rule (lib/contract/shared-env.ts): what one refuses, the other
// refuses, and what one takes, the other reads the same.

type Env = Record<string, string | undefined>;

/** Whether `parse` throws on `env`. */
function refuses(parse: (env: Env) => unknown, env: Env): boolean {
  try {
    parse(env);
    return false;
  } catch {
    return true;
  }
}

const refusedBy = (env: Env) => ({ site: refuses(parseEnv, env), backend: refuses(loadConfig, env) });

describe('the variables the site and the backend both read', () => {
  it('are refused by both, or by neither', () => {
    for (const env of [
      { REVALIDATE_SECRET: 'short' },
      { SITE_URL: 'ftp://agency.example' },
      { BACKEND_PORT: '70000' },
      { PANEL_API_TOKEN: '   ' },
      { INSTANCE_NAME: 'x'.repeat(101) },
      { LOG_LEVEL: 'chatty' },
      { SHUTDOWN_DRAIN_MS: '-1' },
    ]) {
      expect(refusedBy(env), JSON.stringify(env)).toEqual({ site: true, backend: true });
    }
    expect(refusedBy({ REVALIDATE_SECRET: 'eight-ch' })).toEqual({ site: false, backend: false });
  });

  it('are read the same by both', () => {
    const env = {
      SITE_URL: 'http://localhost:3000/',
      PANEL_API_TOKEN: ' token-with-spaces-around ',
      REVALIDATE_SECRET: ' a-long-secret ',
    };
    const site = parseEnv(env);
    const backend = loadConfig(env);
    expect(backend.siteUrl).toBe(site.SITE_URL);
    expect(backend.panel.apiToken).toBe(site.PANEL_API_TOKEN);
    expect(backend.revalidateSecret).toBe(site.REVALIDATE_SECRET);
    expect(backend.siteUrl).toBe('http://localhost:3000');
  });
});
