// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { unavailablePage } from '@/server/unavailable-page';

describe('unavailablePage', () => {
  it('is a whole document in the language of the address, with the header and the footer', () => {
    const html = unavailablePage('/pt/talents', 'Polanco Models');
    expect(html).toMatch(/^<!doctype html>\n<html lang="pt">/);
    expect(html).toContain('<header><a class="brand" href="/pt">Polanco Models</a>');
    expect(html).toContain('href="/en" hreflang="en"');
    expect(html).toMatch(/<footer><address>Av\. Presidente Masaryk 111[^<]*<br>/);
    expect(html).toContain('href="/pt/aviso-de-privacidade"');
    expect(html).toContain('href="tel:+525512345678"');
  });

  it('tries the same address again, and only on this site', () => {
    expect(unavailablePage('/models', 'A')).toContain('<a href="/models">');
    expect(unavailablePage('//evil.example/x', 'A')).toContain('<a href="/evil.example/x">');
    expect(unavailablePage('/news/"><script>', 'A')).not.toContain('<script>');
  });
});
