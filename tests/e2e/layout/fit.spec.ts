import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { behindNginx } from '../support/servers';
import { misfits } from './fit';

// Every page type in every locale at phone, tablet and desktop widths: no sideways scroll, every visible
// control inside the screen and at least 24 × 24 px. A screenshot per case lands in reports/layout/.
const widths = [320, 360, 375, 390, 414, 768, 1024, 1366, 1920];
const pageNames = ['home', 'models', 'talents', 'profile', 'news', 'post', 'reachout', 'about', 'contact', 'apply', 'favorites', 'missing'] as const;
const prefix = { es: '', en: '/en', pt: '/pt' } as const;
const names = {
  es: { reachout: '/alcanzar', about: '/sobre', contact: '/contato', apply: '/seja-um-modelo', favorites: '/favoritos' },
  en: { reachout: '/reachout', about: '/about', contact: '/contact', apply: '/be-a-model', favorites: '/favorites' },
  pt: { reachout: '/alcanzar', about: '/sobre', contact: '/contato', apply: '/seja-um-modelo', favorites: '/favoritos' },
} as const;

mkdirSync('reports/layout', { recursive: true });

async function firstLink(page: Page, listUrl: string, pattern: RegExp): Promise<string> {
  await page.goto(listUrl);
  const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const found = hrefs.find((href) => pattern.test(href));
  if (!found) throw new Error(`no link like ${pattern} on ${listUrl}`);
  return found.replace(/^\/(en|pt)(?=\/)/, '');
}

async function check(page: Page, name: string): Promise<string[]> {
  await page.screenshot({ path: `reports/layout/${name}.png` });
  return (await misfits(page)).map((problem) => `${name}: ${problem}`);
}

test.describe('layout', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop' || behindNginx, 'one run sets its own widths');
    test.setTimeout(600_000);
  });

  test('every page type, locale and width fits the screen', async ({ page }) => {
    const profile = await firstLink(page, '/models', /^\/models\/\d+\//);
    const post = await firstLink(page, '/news', /^\/news\/[^/]+$/);
    const problems: string[] = [];
    for (const width of widths) {
      await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
      for (const locale of ['es', 'en', 'pt'] as const) {
        for (const name of pageNames) {
          const path =
            name === 'home' ? prefix[locale] || '/'
            : name === 'models' || name === 'talents' ? `${prefix[locale]}/${name}`
            : name === 'profile' ? `${prefix[locale]}${profile}`
            : name === 'news' ? `${prefix[locale]}/news`
            : name === 'post' ? `${prefix[locale]}${post}`
            : name === 'missing' ? `${prefix[locale]}/no-such-page`
            : `${prefix[locale]}${names[locale][name]}`;
          await page.goto(path, { waitUntil: 'load' });
          problems.push(...(await check(page, `${locale}-${name}-${width}`)));
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
