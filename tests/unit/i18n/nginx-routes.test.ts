import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/pathnames';
import { nginxRoutes } from '@/lib/i18n/nginx-routes';

describe('the nginx front’s routes', () => {
  it('are checked in as the route table makes them (`npm run routes:nginx` writes deploy/routes.conf)', () => {
    expect(readFileSync('deploy/routes.conf', 'utf8')).toBe(nginxRoutes());
  });

  it('are the only place deploy/nginx.conf learns the locales from', () => {
    const conf = readFileSync('deploy/nginx.conf', 'utf8');
    expect(conf).toMatch(/^\s*include \S+agency-routes\.conf;\s*# EDIT: deploy\/routes\.conf$/m);
    for (const locale of locales) expect(conf, locale).not.toMatch(new RegExp(`[/|(]${locale}[/|)]`));
    expect(conf).not.toContain('page-not-found');
  });

  it('name every locale, the default one without a prefix', () => {
    const routes = nginxRoutes();
    expect(routes).toContain('default  es;');
    expect(routes).toContain('"~^/en(/|$)"  /en/page-not-found;');
    expect(routes).toContain('"~^(/(es|en|pt))?/page-not-found/?$"  1;');
  });
});
