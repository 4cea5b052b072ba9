import type { Page } from '@playwright/test';
import { expect, msg, test } from '../../support/e2e/fixtures';
import { behindNginx, e2eSiteUrl } from '../../support/e2e/servers';
import { newsPage } from '../../support/e2e/site-api';
import { readJson } from '../../support/json';
import { nameSlug } from '@/lib/talent/slug';
import { rawProfile, rawTalents, type RawProfile } from '../../support/e2e/backend-data';
import { sitemapParts, sitemapUrls } from '../../support/e2e/sitemap';
import { localePrefix, type Locale } from '@/lib/i18n/pathnames';
import { pagePath } from '@/tests/support/paths';
import { serverHtmlContext, withPages } from '../../support/e2e/server-html';

// What a page says (its words, titles, structured data) is the same through any proxy: read directly. What nginx
// can change is checked behind it too: absolute URLs, the pictures they name, crawler files, caching.
const whatPagesSay = 'what the page says, the same through any proxy: read in the direct run';

async function ldTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((b) => {
    const data = JSON.parse(b) as { '@type': string } | { '@type': string }[];
    return (Array.isArray(data) ? data : [data]).map((d) => d['@type']);
  });
}

test.describe('SEO', () => {
  test('home: canonical, hreflang for es, en, pt and x-default, Open Graph, Organization', async ({
    page,
  }) => {
    await page.goto('/en');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${e2eSiteUrl}/en`);
    // Next writes the bare origin for the Spanish home (no trailing slash).
    for (const [lang, href] of [
      ['es', new RegExp(`^${e2eSiteUrl}/?$`)],
      ['en', new RegExp(`^${e2eSiteUrl}/en$`)],
      ['pt', new RegExp(`^${e2eSiteUrl}/pt$`)],
      ['x-default', new RegExp(`^${e2eSiteUrl}/?$`)],
    ] as const) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute('href', href);
    }
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', /^http/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    expect(await ldTypes(page)).toEqual(expect.arrayContaining(['Organization', 'BreadcrumbList']));
  });

  test('a talent page is described in the page language: the about text in Spanish, a sentence in English and Portuguese', async ({
    page,
  }) => {
    test.skip(behindNginx, whatPagesSay);
    let withAbout: RawProfile | null = null;
    for (const talent of (await rawTalents(1891)).items) {
      const profile = await rawProfile(talent.id);
      if (profile.about?.trim()) {
        withAbout = profile;
        break;
      }
    }
    expect(withAbout).not.toBeNull();
    const path = `/talents/${withAbout!.id}/${nameSlug(withAbout!.name)}`;
    const description = page.locator('meta[name="description"]');
    await page.goto(path);
    const opening = withAbout!.about!.trim().slice(0, 40);
    expect(await description.getAttribute('content')).toContain(opening);
    for (const locale of ['en', 'pt'] as const) {
      await page.goto(`/${locale}${path}`);
      await expect(description).toHaveAttribute(
        'content',
        msg(locale, 'Profile.talents.description').replace('{name}', withAbout!.name),
      );
    }
  });

  test('can be added to a home screen: favicon.ico, an apple-touch-icon and a manifest with 192 and 512 px icons', async ({
    page,
    request,
  }) => {
    await page.goto('/en');
    const head = (selector: string) => page.locator(`head ${selector}`).first().getAttribute('href');
    const favicon = await request.get((await head('link[rel="icon"][href*="favicon.ico"]'))!);
    expect(favicon.headers()['content-type']).toMatch(/icon/);
    expect((await favicon.body()).readUInt16LE(2)).toBe(1); // an .ico file
    const apple = await request.get((await head('link[rel="apple-touch-icon"]'))!);
    expect(apple.headers()['content-type']).toBe('image/png');
    const manifest = await readJson<{ icons: { sizes: string; src: string }[] }>(
      await request.get((await head('link[rel="manifest"]'))!),
    );
    expect(manifest).toMatchObject({
      name: 'Polanco Models',
      short_name: expect.any(String),
      theme_color: expect.any(String),
      background_color: expect.any(String),
    });
    for (const size of [192, 512]) {
      const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}`);
      const image = await request.get(icon!.src);
      expect(image.headers()['content-type']).toBe('image/png');
      const png = await image.body();
      // The PNG header's width and height.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
    }
  });

  test('every indexable page shares a picture from the site itself: its own, or a generated 1200 × 630 card', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const talent = (await rawTalents(1)).items[0]!;
    const post = (await newsPage(request, 'en')).items[0]!;
    const paths = (locale: Locale) => [
      pagePath('/', locale),
      `${localePrefix(locale)}/models`,
      `${localePrefix(locale)}/models/${talent.id}/${nameSlug(talent.name)}`,
      `${localePrefix(locale)}/news`,
      pagePath('/about', locale),
      pagePath('/reachout', locale),
      pagePath('/contact', locale),
      pagePath('/be-a-model', locale),
      pagePath('/privacy', locale),
    ];
    const problems: string[] = [];
    const seen = new Map<string, string>();
    const context = await serverHtmlContext(browser, baseURL);
    const ogOf = new Map<string, { og: string | null; twitter: string | null }>();
    await withPages(
      context,
      [
        ...paths('es'),
        ...paths('pt'),
        pagePath('/about', 'en'),
        pagePath('/contact', 'en'),
        `/en/news/${post.slug}`,
      ],
      4,
      async (reader, path) => {
        await reader.goto(path);
        ogOf.set(path, {
          og: await reader.locator('meta[property="og:image"]').first().getAttribute('content'),
          twitter: await reader.locator('meta[name="twitter:image"]').first().getAttribute('content'),
        });
      },
    );
    await context.close();
    for (const [path, { og, twitter }] of ogOf) {
      if (!og?.startsWith(`${e2eSiteUrl}/`)) problems.push(`${path}: og:image ${og}`);
      if (twitter !== og) problems.push(`${path}: twitter:image ${twitter} is not og:image`);
      if (!og) continue;
      if (!seen.has(og)) {
        const image = await request.get(new URL(og).pathname + new URL(og).search, {
          headers: { accept: 'image/*' },
        });
        seen.set(og, `${image.status()} ${image.headers()['content-type']}`);
      }
      if (!/^200 image\//.test(seen.get(og)!)) problems.push(`${path}: ${og} answers ${seen.get(og)}`);
    }
    expect(problems).toEqual([]);
    // A page without a picture of its own has its card, in its language and the right size.
    await page.goto(pagePath('/contact', 'pt'));
    const card = await page.locator('meta[property="og:image"]').first().getAttribute('content');
    expect(card).toBe(`${e2eSiteUrl}/og/contact-pt.png`);
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
    const png = await (await request.get('/og/contact-pt.png')).body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect((await request.get('/og/nothing-en.png')).status()).toBe(404);
  });

  test('structured data: breadcrumbs on every page, the organization in full, about and contact pages, articles, people', async ({
    page,
    request,
  }) => {
    test.skip(behindNginx, whatPagesSay);
    test.setTimeout(90_000);
    const ld = async () =>
      (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((b) => {
        const data = JSON.parse(b) as Record<string, unknown> | Record<string, unknown>[];
        return Array.isArray(data) ? data : [data];
      });
    const ofType = async (type: string) => (await ld()).find((d) => d['@type'] === type);
    const talent = (await rawTalents(1)).items[0]!;
    const post = (await newsPage(request, 'es')).items[0]!;
    const paths = [
      '/',
      '/models',
      `/models/${talent.id}/${nameSlug(talent.name)}`,
      '/news',
      `/news/${post.slug}`,
      pagePath('/about', 'es'),
      pagePath('/reachout', 'es'),
      pagePath('/contact', 'es'),
      pagePath('/be-a-model', 'es'),
      pagePath('/favorites', 'es'),
      pagePath('/privacy', 'es'),
    ];
    for (const path of paths) {
      await page.goto(path);
      expect(await ofType('BreadcrumbList'), path).toBeDefined();
    }
    await page.goto('/en');
    expect(await ofType('Organization')).toMatchObject({
      logo: { url: expect.stringMatching(/^http.*\.png$/) },
      description: msg('en', 'Metadata.description'),
      address: {
        '@type': 'PostalAddress',
        streetAddress: expect.any(String),
        postalCode: expect.any(String),
      },
      contactPoint: {
        '@type': 'ContactPoint',
        email: expect.any(String),
        telephone: expect.stringMatching(/^\+\d+$/),
      },
      sameAs: expect.arrayContaining([expect.stringMatching(/^https:\/\//)]),
    });
    await page.goto(pagePath('/about', 'pt'));
    expect(await ofType('AboutPage')).toMatchObject({ name: msg('pt', 'About.metaTitle'), inLanguage: 'pt' });
    await page.goto(pagePath('/contact', 'en'));
    expect(await ofType('ContactPage')).toMatchObject({
      inLanguage: 'en',
      mainEntity: { '@type': 'Organization' },
    });
    await page.goto(`/news/${post.slug}`);
    expect(await ofType('NewsArticle')).toMatchObject({
      dateModified: expect.any(String),
      author: { '@type': 'Organization' },
      publisher: { logo: { url: expect.stringMatching(/^http/) } },
    });
    const withHeight = (await rawTalents(1)).items.find((t) => t.height);
    await page.goto(`/models/${withHeight!.id}/${nameSlug(withHeight!.name)}`);
    expect(await ofType('Person')).toMatchObject({
      image: expect.stringMatching(/^http/),
      height: { '@type': 'QuantitativeValue', unitCode: 'CMT' },
    });
  });

  test('every JSON-LD image of a profile and a post is on the site itself and answers an image', async ({
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const images = async (reader: Page) =>
      (await reader.locator('script[type="application/ld+json"]').allTextContents())
        .flatMap((b) => {
          const data = JSON.parse(b) as Record<string, unknown> | Record<string, unknown>[];
          return Array.isArray(data) ? data : [data];
        })
        .filter((d) => d['@type'] === 'Person' || d['@type'] === 'NewsArticle')
        .flatMap((d) => [d.image ?? []].flat() as string[]);
    const found = new Map<string, string[]>();
    const paths = [
      ...(await rawTalents(1)).items
        .slice(0, 3)
        .map((talent) => `/models/${talent.id}/${nameSlug(talent.name)}`),
      ...(await newsPage(request, 'en')).items.slice(0, 8).map((post) => `/en/news/${post.slug}`),
    ];
    const context = await serverHtmlContext(browser, baseURL);
    await withPages(context, paths, 4, async (reader, path) => {
      await reader.goto(path);
      found.set(path, await images(reader));
    });
    await context.close();
    const all = [...found.values()].flat();
    // A profile and a post with pictures among them, or the check below checks nothing.
    expect([...found].filter(([path, list]) => path.startsWith('/models') && list.length > 0)).not.toEqual(
      [],
    );
    expect([...found].filter(([path, list]) => path.startsWith('/en/news') && list.length > 0)).not.toEqual(
      [],
    );
    const problems: string[] = [];
    for (const url of new Set(all)) {
      if (!url.startsWith(`${e2eSiteUrl}/`)) {
        problems.push(`${url} is not on ${e2eSiteUrl}`);
        continue;
      }
      const answer = await request.get(url.slice(e2eSiteUrl.length), { headers: { accept: 'image/*' } });
      const type = answer.headers()['content-type'] ?? '';
      if (answer.status() !== 200 || !type.startsWith('image/'))
        problems.push(`${url} answers ${answer.status()} ${type}`);
    }
    expect(problems).toEqual([]);
  });

  test('no URL a page gives is built from the request: a foreign Host is refused, never echoed', async ({
    request,
  }) => {
    for (const path of [
      '/',
      pagePath('/about', 'en'),
      pagePath('/about', 'pt'),
      '/models',
      '/sitemap.xml',
      '/robots.txt',
    ]) {
      const refused = await request.get(path, {
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
        maxRedirects: 0,
      });
      expect(refused.status(), path).toBe(421);
      expect(JSON.stringify(refused.headers()), path).not.toContain('evil.example');
      expect(await refused.text(), path).not.toContain('evil.example');
      // The site's own host, with a forwarded scheme and port that are not SITE_URL's: the URLs stay its.
      const answer = await request.get(path, {
        headers: { 'x-forwarded-proto': 'http', 'x-forwarded-port': '8443' },
        maxRedirects: 0,
      });
      expect(answer.status(), path).toBe(200);
      expect(JSON.stringify(answer.headers()), path).not.toContain(':8443');
      // Any Link header names only canonical URLs on SITE_URL.
      for (const url of (answer.headers().link ?? '').match(/<[^>]+>/g) ?? [])
        expect(url, path).toMatch(new RegExp(`^<${e2eSiteUrl}/`));
      expect(await answer.text(), path).not.toContain(':8443');
    }
  });

  test('titles are in the page language and name the agency', async ({ page }) => {
    test.skip(behindNginx, whatPagesSay);
    for (const [path, locale, key] of [
      [pagePath('/about', 'es'), 'es', 'About.metaTitle'],
      [pagePath('/about', 'en'), 'en', 'About.metaTitle'],
      [pagePath('/about', 'pt'), 'pt', 'About.metaTitle'],
      [pagePath('/reachout', 'es'), 'es', 'ReachOut.metaTitle'],
      [pagePath('/reachout', 'pt'), 'pt', 'ReachOut.metaTitle'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveTitle(`${msg(locale, key)} · Polanco Models`);
    }
  });

  test('roster, profile and post carry their own titles and structured data', async ({ page }) => {
    test.skip(behindNginx, whatPagesSay);
    await page.goto('/models');
    const rosterTitle = await page.title();
    expect(await ldTypes(page)).toContain('BreadcrumbList');
    await page.getByTestId('talent-card').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/models\/\d+\/[a-z0-9-]+$/);
    expect(await page.title()).not.toBe(rosterTitle);
    expect(await ldTypes(page)).toEqual(expect.arrayContaining(['Person', 'BreadcrumbList']));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`^${e2eSiteUrl}/models/`),
    );
    await page.goto('/news');
    await page.getByRole('article').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/news\/[a-z0-9-]+$/);
    expect(await ldTypes(page)).toEqual(expect.arrayContaining(['NewsArticle', 'BreadcrumbList']));
  });

  test('the sitemap is an index of parts of at most 10,000 URLs: pages, posts with their translations, talents; robots points to it', async ({
    request,
  }) => {
    const parts = await sitemapParts(request);
    expect(parts.map((p) => new URL(p.url).pathname)).toEqual(
      expect.arrayContaining([
        '/sitemaps/sitemap/pages.xml',
        '/sitemaps/sitemap/posts.xml',
        '/sitemaps/sitemap/models-1.xml',
        '/sitemaps/sitemap/talents-1.xml',
      ]),
    );
    for (const { url, xml } of parts) {
      expect(xml.match(/<loc>/g)?.length ?? 0, url).toBeLessThanOrEqual(10_000);
      expect(xml, url).toContain('hreflang="x-default"');
    }
    const urls = await sitemapUrls(request);
    expect(urls).toContain(`${e2eSiteUrl}/en/models`);
    expect(urls.some((u) => new RegExp(`^${e2eSiteUrl}/pt/models/\\d+/[a-z0-9-]+$`).test(u))).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
    // A post lists its translations, each at its own slug.
    const spanish = (await newsPage(request, 'es')).items[0]!;
    const english = (await newsPage(request, 'en')).items[0]!;
    const posts = parts.find((p) => p.url.endsWith('/sitemaps/sitemap/posts.xml'))!.xml;
    const entry = posts
      .split('<url>')
      .find((u) => u.includes(`<loc>${e2eSiteUrl}/en/news/${english.slug}</loc>`));
    expect(entry).toContain(`hreflang="es" href="${e2eSiteUrl}/news/${spanish.slug}"`);
    // Every listed URL answers 200 (talents sampled: the rest are the same route).
    const talents = urls.filter((u) => /\/(models|talents)\/\d+\//.test(u));
    for (const url of [
      ...urls.filter((u) => !talents.includes(u)),
      ...talents.filter((_, i) => i % 25 === 0),
    ]) {
      expect((await request.get(new URL(url).pathname, { maxRedirects: 0 })).status(), url).toBe(200);
    }
    expect((await request.get('/sitemaps/sitemap/models-999.xml')).status()).toBe(404);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${e2eSiteUrl}/sitemap.xml`);
    // `Host:` is not part of the robots standard (RFC 9309); crawlers that do not know it flag it.
    expect(robots).not.toMatch(/^host:/im);
  });

  test('robots.txt, the sitemap index, its parts and the icons are files served from a cache, not rendered per request', async ({
    request,
  }) => {
    for (const path of [
      '/robots.txt',
      '/sitemap.xml',
      '/sitemaps/sitemap/pages.xml',
      '/sitemaps/sitemap/models-1.xml',
      '/favicon.ico',
      '/apple-icon.png',
      '/manifest.webmanifest',
    ]) {
      // The second ask comes from Next's page cache, or through nginx from its micro-cache; a route
      // rendered per request is neither and says `private, no-store`. STALE is a cached answer too: a part
      // kept longer than its 60 s is served from the cache while the new one renders in the background, and
      // the second ask may come before that render ends.
      await request.get(path);
      const again = await request.get(path);
      expect(again.status(), path).toBe(200);
      expect(again.headers()['cache-control'], path).not.toMatch(/private|no-store/);
      const served = [again.headers()['x-nextjs-cache'], again.headers()['x-cache-status']];
      expect(
        served.some((status) => status === 'HIT' || status === 'STALE'),
        `${path}: ${served.join(', ')}`,
      ).toBe(true);
    }
  });
});
