import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { unavailablePage } from '@/server/unavailable-page';
import { writeUnavailablePages } from '@/server/write-unavailable-pages';
import { pagePath } from '@/tests/support/paths';

describe('unavailablePage', () => {
  it('is a whole document in its language, with the header and the footer', () => {
    const html = unavailablePage('pt', 'Polanco Models');
    expect(html).toMatch(/^<!doctype html>\n<html lang="pt">/);
    expect(html).toContain('<header><a class="brand" href="/pt">Polanco Models</a>');
    expect(html).toContain('href="/en" hreflang="en"');
    expect(html).toMatch(/<footer><address>Av\. Presidente Masaryk 111[^<]*<br>/);
    expect(html).toContain(`href="${pagePath('/privacy', 'pt')}"`);
    expect(html).toContain('href="tel:+525512345678"');
  });

  it('tries the address the browser asked for again (the empty link), and escapes the name', () => {
    expect(unavailablePage('es', 'A')).toContain('<p><a href="">');
    expect(unavailablePage('es', '<script>')).not.toContain('<script>');
  });

  it('is written once per language for nginx', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'unavailable-'));
    try {
      writeUnavailablePages(folder);
      expect((await readdir(folder)).sort()).toEqual(['en.html', 'es.html', 'pt.html']);
      expect(await readFile(path.join(folder, 'en.html'), 'utf8')).toContain('<html lang="en">');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
