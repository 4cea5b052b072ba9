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
  const posts = (await newsPage(request, 'es')).items;
  const es = [
    '/',
    '/models',
    '/talents',
    `/models/${talent.id}/${nameSlug(talent.name)}`,
    `/talents/${actor.id}/${nameSlug(actor.name)}`,
    '/news',
    `/news/${posts[0]!.slug}`,
    `/news/${posts[2]!.slug}`,
    '/sobre',
    '/alcanzar',
    '/contato',
    '/seja-um-modelo',
    '/favoritos',
    '/aviso-de-privacidad',
    '/models?q=a',
    '/no-such-page',
  ];
  const english: Record<string, string> = {
    '/sobre': '/about',
    '/alcanzar': '/reachout',
    '/contato': '/contact',
    '/seja-um-modelo': '/be-a-model',
    '/favoritos': '/favorites',
    '/aviso-de-privacidad': '/privacy',
  };
  const paths = [
    ...es,
    ...es.filter((p) => !p.startsWith('/news/')).map((p) => `/en${english[p] ?? (p === '/' ? '' : p)}`),
    ...es
      .filter((p) => !p.startsWith('/news/'))
      .map((p) => `/pt${p === '/aviso-de-privacidad' ? '/aviso-de-privacidade' : p === '/' ? '' : p}`),
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
