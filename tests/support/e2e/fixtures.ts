import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { withLimits } from '../limit-words';

export type Locale = 'es' | 'en' | 'pt';

type Messages = { [key: string]: string | Messages };

const cache = new Map<Locale, Messages>();

function load(locale: Locale): Messages {
  let messages = cache.get(locale);
  if (!messages) {
    messages = JSON.parse(
      readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8'),
    ) as Messages;
    cache.set(locale, messages);
  }
  return messages;
}

/** Reads a message from the real message files, so assertions follow the translations (and the limits). */
export function msg(locale: Locale, key: string): string {
  let node: string | Messages | undefined = load(locale);
  for (const part of key.split('.')) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  if (typeof node !== 'string') throw new Error(`No message ${key} in ${locale}`);
  return withLimits(node);
}

/** Fails with the list of WCAG 2.2 AA violations axe-core finds on the page as it is now. */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

export const test = base.extend<{ msg: typeof msg }>({
  msg: async ({}, provide) => {
    await provide(msg);
  },
});

export { expect };
export { anyScreen } from './spec-selection';
