import fc from 'fast-check';
import { ElementType, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { oneByteHtml } from '@/server/page-cache/one-byte-html';

type Node = ReturnType<typeof parseDocument>['children'][number];

/**
 * What a browser builds from the markup: elements, attributes and text, decoded. Scripts' and styles' raw
 * text is left out: it differs by escapes only, and is compared by what it means below.
 */
function tree(html: string): unknown[] {
  const walk = (nodes: Node[]): unknown[] =>
    nodes.map((node) => {
      if (node.type === ElementType.Text) return node.data;
      if (node.type === ElementType.Script || node.type === ElementType.Style)
        return { name: node.name, attribs: node.attribs };
      if (node.type === ElementType.Tag)
        return { name: node.name, attribs: node.attribs, children: walk(node.children) };
      return null;
    });
  return walk(parseDocument(html, { decodeEntities: true }).children);
}

/** A script's flight data as the browser reads it: the string literal React wrote. */
function scriptStrings(html: string): unknown[] {
  return [...html.matchAll(/<script>self\.__next_f\.push\(\[1,(".*?")\]\)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as unknown,
  );
}

const isOneByte = (text: string) => /^[\u0000-\u00ff]*$/.test(text);

const typographic = ['’', '“', '”', '–', '—', '…', '′', '″', '‹', '›', '▶', '↓', '€', '😀', 'é', 'ñ', 'ç'];
const words = fc
  .array(fc.oneof(fc.constantFrom(...typographic), fc.constantFrom('Modelo', 'São Paulo', ' ', 'a&amp;b')), {
    maxLength: 8,
  })
  .map((parts) => parts.join(''));

// Markup as React and Next write it: escaped text and attributes, flight data in JSON string literals
// (with `<` escaped), JSON-LD, a style.
const page = fc
  .tuple(words, words, words, words, words)
  .map(
    ([title, text, attribute, flight, style]) =>
      `<!DOCTYPE html><html lang="es"><head><title>${title}</title>` +
      `<meta name="description" content="${attribute}"/><style>.a::after{content:"${style}"}</style>` +
      `<script type="application/ld+json">${JSON.stringify({ name: text })}</script></head>` +
      `<body><p>${text}</p><textarea>${text}</textarea>` +
      `<script>self.__next_f.push([1,${JSON.stringify(flight).replaceAll('<', '\\u003c')}])</script></body></html>`,
  );

describe('a cached page in one byte per character', () => {
  it('is unchanged when it is already Latin-1 (the same string, not a copy)', () => {
    const html = '<p>Modelos de São Paulo, Bogotá y México</p>';
    expect(oneByteHtml(html)).toBe(html);
  });

  it('escapes each character above U+00FF as its context reads it', () => {
    expect(oneByteHtml('<p title="a’b">Couldn’t … 5′7″ 😀</p>')).toBe(
      '<p title="a&#x2019;b">Couldn&#x2019;t &#x2026; 5&#x2032;7&#x2033; &#x1F600;</p>',
    );
    expect(oneByteHtml('<script>self.__next_f.push([1,"Couldn’t 😀"])</script>')).toBe(
      '<script>self.__next_f.push([1,"Couldn\\u2019t \\uD83D\\uDE00"])</script>',
    );
    expect(oneByteHtml('<STYLE>.a::after{content:"–"}</STYLE><p>–</p>')).toBe(
      '<STYLE>.a::after{content:"\\002013"}</STYLE><p>&#x2013;</p>',
    );
  });

  it('keeps what the browser builds, for any page of such characters', () => {
    fc.assert(
      fc.property(page, (html) => {
        const written = oneByteHtml(html);
        expect(isOneByte(written)).toBe(true);
        expect(tree(written)).toEqual(tree(html));
        expect(scriptStrings(written)).toEqual(scriptStrings(html));
        const jsonLd = (text: string) =>
          JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(text)![1]!) as unknown;
        expect(jsonLd(written)).toEqual(jsonLd(html));
      }),
      { numRuns: 300 },
    );
  });
});
