// A cached page's HTML is sent as a JavaScript string and encoded to UTF-8 again on every answer. V8 keeps a
// string whose characters all fit in one byte (Latin-1) as one byte per character, and encodes that several
// times faster than a two-byte string; a single character above U+00FF (a typographic quote, an ellipsis,
// the feet and inches marks) makes the whole page two-byte. Measured cost: docs/performance.md.
//
// This writes each such character as an escape that means the same character where it stands: a character
// reference in markup (text, attribute values, title), a `\u` escape in scripts (React's flight data and
// JSON-LD, where every such character sits in a string literal), a CSS escape in styles. What the browser
// builds from the page is unchanged.

const aboveLatin1 = /[^\u0000-\u00ff]/;
const aboveLatin1Global = /[^\u0000-\u00ff]/gu;
// Where a script or style element's raw text begins: its opening tag (React escapes `<` in text and
// attribute values, so `<script` and `<style` only ever open an element).
const rawTextStart = /<(script|style)\b[^>]*>/gi;
const rawTextEnd = { script: /<\/script/gi, style: /<\/style/gi };

const hex = (code: number, width = 0) => code.toString(16).toUpperCase().padStart(width, '0');

function inMarkup(text: string): string {
  return text.replace(aboveLatin1Global, (character) => `&#x${hex(character.codePointAt(0)!)};`);
}

function inScript(text: string): string {
  return text.replace(aboveLatin1Global, (character) =>
    character
      .split('')
      .map((unit) => `\\u${hex(unit.charCodeAt(0), 4)}`)
      .join(''),
  );
}

function inStyle(text: string): string {
  // Six hex digits: a CSS escape then needs no space to end it.
  return text.replace(aboveLatin1Global, (character) => `\\${hex(character.codePointAt(0)!, 6)}`);
}

/** The same page, written with Latin-1 characters only (unchanged when it already is). */
export function oneByteHtml(html: string): string {
  if (!aboveLatin1.test(html)) return html;
  let out = '';
  let at = 0;
  rawTextStart.lastIndex = 0;
  for (let open = rawTextStart.exec(html); open; open = rawTextStart.exec(html)) {
    const element = open[1]!.toLowerCase() === 'script' ? 'script' : 'style';
    const contentStart = open.index + open[0].length;
    const end = rawTextEnd[element];
    end.lastIndex = contentStart;
    const contentEnd = end.exec(html)?.index ?? html.length;
    const content = html.slice(contentStart, contentEnd);
    out += inMarkup(html.slice(at, contentStart));
    out += element === 'script' ? inScript(content) : inStyle(content);
    at = contentEnd;
    rawTextStart.lastIndex = contentEnd;
  }
  return out + inMarkup(html.slice(at));
}
