import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demoAdmin, demoServiceSecrets, publishedSecretsIn } from '@/lib/contract/published-secrets';

// Every value `.env.example` prints for a secret is one the site and the backend know as published, so
// none of them can work on a public site without either noticing.

const example = Object.fromEntries(
  readFileSync('.env.example', 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
);

describe('the published secrets', () => {
  it("are the values .env.example prints for the services' credentials, the revalidation and the demo admin", () => {
    const secretLike = Object.entries(example).filter(
      ([name, value]) => /_(TOKEN|SALT|KEY|SECRET|PASSWORD)$/.test(name) && value !== '',
    );
    const known: Record<string, string> = { ...demoServiceSecrets, STAFF_ADMIN_PASSWORD: demoAdmin.password };
    expect(secretLike.length).toBeGreaterThan(0);
    for (const [name, value] of secretLike) expect(known[name], name).toBe(value);
  });

  it('are all refused, unset or given, on a public address, and none on this machine', () => {
    const names = Object.keys(demoServiceSecrets);
    expect(publishedSecretsIn('https://agency.example', {})).toEqual(names);
    expect(publishedSecretsIn('https://agency.example', example)).toEqual(names);
    expect(publishedSecretsIn('https://agency.example', { ...example, PANEL_SALT: 'its-own' })).not.toContain(
      'PANEL_SALT',
    );
    expect(publishedSecretsIn('http://localhost:3000', example)).toEqual([]);
    expect(publishedSecretsIn('http://[::1]:3000', {})).toEqual([]);
  });
});
