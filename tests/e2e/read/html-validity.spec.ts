import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '../../support/e2e/fixtures';
import { behindNginx } from '../../support/e2e/servers';
import { newsPage } from '../../support/e2e/site-api';
import { nameSlug } from '@/lib/talent/slug';
import { rawTalents } from '../../support/e2e/backend-data';
import { localePrefix, locales, type AppPathname } from '@/lib/i18n/pathnames';
import { pagePath } from '@/tests/support/paths';

// The W3C Nu HTML checker (npm vnu-jar, run with Debian's Java) over the server HTML of every page type in
// the three locales, as a crawler receives it: no error allowed.

const vnuJar = path.join(process.cwd(), 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

type VnuMessage = { type: string; url: string; message: string; extract?: string; lastLine?: number };

test('every page type in es, en and pt is valid HTML (Nu checker, 0 errors)', async ({ request }, info) => {
  test.skip(
    info.project.name !== 'desktop' || behindNginx,
    'the HTML is the same for every viewport and front',
  );
  test.setTimeout(180_000);
  const talent = (await rawTalents(1)).items[0]!;
  const actor = (await rawTalents(1891)).items[0]!;
  const newsPosts = (await newsPage(request, 'es')).items;
  // The news posts in es only: a post's slug differs by language.
  const posts = [`/news/${newsPosts[0]!.slug}`, `/news/${newsPosts[2]!.slug}`];
  // Paths that are the same in every locale, under each locale's prefix.
  const unlocalized = [
    '/models',
    '/talents',
    `/models/${talent.id}/${nameSlug(talent.name)}`,
    `/talents/${actor.id}/${nameSlug(actor.name)}`,
    '/news',
    '/models?q=a',
    '/no-such-page',
  ];
  // Pages by their route: each locale's name comes from the route table.
  const named: AppPathname[] = [
    '/',
    '/about',
    '/reachout',
    '/contact',
    '/be-a-model',
    '/favorites',
    '/privacy',
  ];
  const paths = [
    ...posts,
    ...locales.flatMap((locale) => [
      ...named.map((pathname) => pagePath(pathname, locale)),
      ...unlocalized.map((p) => `${localePrefix(locale)}${p}`),
    ]),
  ];
  const dir = mkdtempSync(path.join(tmpdir(), 'vnu-'));
  try {
    const files = await Promise.all(
      paths.map(async (p, index) => {
        const answer = await request.get(p);
        const file = path.join(dir, `${index}.html`);
        writeFileSync(file, await answer.text());
        return [file, p] as const;
      }),
    );
    const byFile = new Map(files);
    const { stdout, stderr } = await promisify(execFile)(
      'java',
      ['-jar', vnuJar, '--errors-only', '--format', 'json', ...byFile.keys()],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((error: { stdout: string; stderr: string }) => error);
    const messages = (JSON.parse(stderr || stdout) as { messages: VnuMessage[] }).messages;
    const errors = messages
      .filter((m) => m.type === 'error')
      .map(
        (m) =>
          `${byFile.get(decodeURIComponent(new URL(m.url).pathname)) ?? m.url}:${m.lastLine ?? ''} ${m.message} ${m.extract ?? ''}`,
      );
    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
