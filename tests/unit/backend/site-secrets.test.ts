import { mkdtempSync, readFileSync, statSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/backend/config';
import { readOperatorKey, withSiteSecrets } from '@/backend/lib/site-secrets';
import { demoServiceSecrets } from '@/lib/contract/published-secrets';
import { generatedSecrets } from '../../../scripts/lib/generated-secrets.mjs';

const folder = () => mkdtempSync(path.join(tmpdir(), 'site-secrets-'));

describe("the backend's own secrets", () => {
  it('are generated once on a public start, kept owner-only, and handed to the site by npm start', async () => {
    const env = { SITE_URL: 'https://agency.example', DATA_DIR: folder() };
    const config = await withSiteSecrets(loadConfig(env), env);
    for (const value of [config.panel.apiToken, config.panel.salt, config.mf.apiKey, config.mf.salt]) {
      expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Object.values(demoServiceSecrets)).not.toContain(value);
    }
    const file = path.join(env.DATA_DIR, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const again = await withSiteSecrets(loadConfig(env), env);
    expect(again.panel).toEqual(config.panel);
    expect(again.operatorKey).toBe(config.operatorKey);
    expect(await readOperatorKey(env.DATA_DIR)).toBe(config.operatorKey);
    expect(generatedSecrets(env)).toEqual({
      PANEL_API_TOKEN: config.panel.apiToken,
      PANEL_SALT: config.panel.salt,
      MF_API_KEY: config.mf.apiKey,
      MF_SALT: config.mf.salt,
      REVALIDATE_SECRET: config.revalidateSecret,
    });
    // What the operator sets wins, and the operator's key never leaves the backend.
    expect(generatedSecrets({ ...env, MF_SALT: 'chosen' })).not.toHaveProperty('MF_SALT');
    expect(JSON.stringify(generatedSecrets(env))).not.toContain(config.operatorKey);
  });

  it('narrow a secrets file copied in with wider permissions', async () => {
    const env = { SITE_URL: 'https://agency.example', DATA_DIR: folder() };
    await withSiteSecrets(loadConfig(env), env);
    chmodSync(path.join(env.DATA_DIR, 'secrets.json'), 0o644);
    await withSiteSecrets(loadConfig(env), env);
    expect(statSync(path.join(env.DATA_DIR, 'secrets.json')).mode & 0o777).toBe(0o600);
  });

  it('refuse a public start given a published value, naming it and the way out', async () => {
    const env = {
      SITE_URL: 'https://agency.example',
      DATA_DIR: folder(),
      PANEL_SALT: demoServiceSecrets.PANEL_SALT,
    };
    await expect(withSiteSecrets(loadConfig(env), env)).rejects.toThrow(
      /^SITE_URL https:\/\/agency\.example is public, but PANEL_SALT is set to the demo value printed in \.env\.example/,
    );
  });

  it("keep the demo's values on this machine, with an operator's key of its own", async () => {
    const env = { SITE_URL: 'http://localhost:3000', DATA_DIR: folder() };
    const config = await withSiteSecrets(loadConfig(env), env);
    expect(config.panel.apiToken).toBe(demoServiceSecrets.PANEL_API_TOKEN);
    expect(config.revalidateSecret).toBe(demoServiceSecrets.REVALIDATE_SECRET);
    expect(config.operatorKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(generatedSecrets(env)).toEqual({});
  });

  it('refuse a file this backend did not write', async () => {
    const env = { SITE_URL: 'http://localhost:3000', DATA_DIR: folder() };
    writeFileSync(path.join(env.DATA_DIR, 'secrets.json'), JSON.stringify({ OPERATOR_KEY: 'short' }));
    await expect(withSiteSecrets(loadConfig(env), env)).rejects.toThrow(/not a secrets file/);
    expect(readFileSync(path.join(env.DATA_DIR, 'secrets.json'), 'utf8')).toContain('short');
  });
});
