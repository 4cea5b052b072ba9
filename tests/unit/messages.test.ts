import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/routing';

type Tree = { [key: string]: string | Tree };

const dir = path.join(process.cwd(), 'messages');
const messages = Object.fromEntries(
  locales.map((locale) => [
    locale,
    JSON.parse(readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as Tree,
  ]),
);

/** Every leaf as `Ns.key.sub` → value. */
function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of flatten(value, name)) out.set(k, v);
    } else out.set(name, value);
  }
  return out;
}

const flat = Object.fromEntries(locales.map((locale) => [locale, flatten(messages[locale]!)]));

describe('messages', () => {
  it('has one file per locale and no other', () => {
    expect(
      readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual(locales.map((l) => `${l}.json`).sort());
  });

  it.each(locales)('%s has every key another locale has', (locale) => {
    const missing = locales
      .filter((other) => other !== locale)
      .flatMap((other) => [...flat[other]!.keys()].filter((key) => !flat[locale]!.has(key)));
    expect([...new Set(missing)]).toEqual([]);
  });

  it.each(locales)('%s has no empty or non-string message', (locale) => {
    const bad = [...flat[locale]!]
      .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
      .map(([k]) => k);
    expect(bad).toEqual([]);
  });

  it('namespaces are PascalCase', () => {
    for (const locale of locales) {
      for (const ns of Object.keys(messages[locale]!)) expect(ns).toMatch(/^[A-Z][A-Za-z0-9]*$/);
    }
  });

  it('the 404 message is the specification text in English', () => {
    expect(flat.en!.get('NotFound.message')).toBe('This page could not be found');
    expect(flat.en!.get('Error.fallback')).toBe('An error occurred while showing the error page');
  });
});
