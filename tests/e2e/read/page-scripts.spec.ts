import type { APIRequestContext } from '@playwright/test';
import { parse } from 'acorn';
import { benchPages } from '../../../scripts/bench/pages';
import { expect, test } from '../../support/e2e/fixtures';
import { e2eSiteUrl } from '../../support/e2e/servers';
import { pagePath } from '@/tests/support/paths';

// Every byte of script a page starts with is on its critical path to the largest paint on a slow phone
// (docs/performance.md). The bundler splits the code into chunks per entry; a module that two of a page's
// chunks both carry is downloaded and parsed twice for nothing, as next/link once was (in Next's chunk for
// the root not-found page, and again in the site's own links).

/** The modules a Turbopack chunk defines, `push([script, id, factory, id, factory, …])`: id and size. */
function definedModules(source: string): { id: number; bytes: number }[] {
  const program = parse(source, { ecmaVersion: 'latest', sourceType: 'script' });
  const modules: { id: number; bytes: number }[] = [];
  for (const statement of program.body) {
    if (statement.type !== 'ExpressionStatement' || statement.expression.type !== 'CallExpression') continue;
    const call = statement.expression;
    const pushed = call.arguments[0];
    if (call.callee.type !== 'MemberExpression' || pushed?.type !== 'ArrayExpression') continue;
    const items = pushed.elements;
    items.forEach((item, index) => {
      const factory = items[index + 1];
      const isFactory = factory?.type === 'ArrowFunctionExpression' || factory?.type === 'FunctionExpression';
      if (item?.type === 'Literal' && typeof item.value === 'number' && isFactory) {
        modules.push({ id: item.value, bytes: factory.end - factory.start });
      }
    });
  }
  return modules;
}

/** The scripts a browser runs at a page's load (not the `noModule` fallbacks), each with its text and modules. */
async function pageScripts(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const sources = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1]!)
    .filter((attributes) => !/\bnomodule\b/i.test(attributes))
    .map((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1])
    .filter((source): source is string => Boolean(source));
  return Promise.all(
    [...new Set(sources)].map(async (source) => {
      const text = await (await request.get(source)).text();
      return { source, text, modules: definedModules(text) };
    }),
  );
}

// What the chunker still repeats, in minified bytes: a few small modules (the error views' status layout,
// back button and chunk-reload handling) in each of the error boundaries' chunks, which every page loads,
// about 5–6 KB; with next/link's second copy it was 12.7 KB (docs/performance.md, "Each module once").
const REPEATED_BYTES_LIMIT = 8_000;

test.describe('the scripts a page loads', () => {
  // The page types the bench holds to its JavaScript budget: every indexable one.
  test('repeat no more than a few small modules, on every page type', async ({ request }) => {
    for (const { path } of await benchPages(e2eSiteUrl)) {
      const seen = new Set<number>();
      const repeated: string[] = [];
      let repeatedBytes = 0;
      for (const { source, modules } of await pageScripts(request, path)) {
        for (const { id, bytes } of modules) {
          if (!seen.has(id)) {
            seen.add(id);
            continue;
          }
          repeated.push(`module ${id} (${bytes} bytes) again in ${source}`);
          repeatedBytes += bytes;
        }
      }
      // The chunks were read: a page's code is dozens of modules at least.
      expect(seen.size, path).toBeGreaterThan(50);
      expect(repeatedBytes, `${path}: ${repeated.join('; ')}`).toBeLessThanOrEqual(REPEATED_BYTES_LIMIT);
    }
  });

  // A form's checks are zod's schemas, most of a form page's script: they load on the first focus or press in
  // the form (lib/forms/lazy-resolver.ts), never with the page. zod names its error class in its code.
  test('a form page starts without its checks: contact, application and favorites', async ({ request }) => {
    for (const path of [
      pagePath('/contact', 'pt'),
      pagePath('/be-a-model', 'es'),
      pagePath('/favorites', 'en'),
    ]) {
      const scripts = await pageScripts(request, path);
      expect(scripts.length, path).toBeGreaterThan(3);
      for (const { source, text } of scripts)
        expect(text.includes('$ZodError'), `${path}: ${source}`).toBe(false);
    }
  });
});
