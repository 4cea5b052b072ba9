import 'server-only';
import DOMPurify from 'isomorphic-dompurify';

// Post content is HTML written in the agency panel: only text formatting, links and images
// survive; scripts, styles, frames, forms and event handlers never reach the page.
const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'mark',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'q',
  'cite',
  'code',
  'pre',
  'a',
  'img',
  'figure',
  'figcaption',
  'span',
  'div',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];
const ALLOWED_ATTR = ['href', 'title', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'lang', 'dir'];

let hooked = false;

function addLinkHook() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')) {
      // Outside links open in a new tab without handing this page to the other site.
      const href = node.getAttribute('href') ?? '';
      if (/^https?:\/\//i.test(href)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    }
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
      // An image without a text alternative is valid HTML only with an empty one (decorative).
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    }
  });
}

/**
 * Sanitizes post HTML with an allow-list. Headings are kept from h2 down: the page's own title is the only
 * h1, so an h1 in the content becomes an h2.
 */
export function sanitizePostHtml(html: string): string {
  addLinkHook();
  const demoted = withoutFrames(html).replace(/<(\/?)h1(\s|>)/gi, '<$1h2$2');
  if (nestsTooDeep(demoted)) return `<p>${escapeHtml(roughText(html))}</p>`;
  try {
    const clean = DOMPurify.sanitize(demoted, {
      ALLOWED_TAGS,
      ALLOWED_ATTR,
      ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/|#)/i,
      ALLOW_DATA_ATTR: false,
    });
    // An image whose address was refused (or that had none) shows nothing and is invalid HTML: drop it.
    // The sanitizer's output is serialized markup, so its attributes are quoted and the tag is whole.
    return clean.replace(/<img\b(?![^>]*\ssrc=")[^>]*>/gi, '');
  } catch (error) {
    // Markup the sanitizer cannot walk: the post still shows, as its plain text (escaped, so still safe).
    console.warn('[news] post HTML shown as plain text:', error instanceof Error ? error.message : error);
    return `<p>${escapeHtml(roughText(html))}</p>`;
  }
}

// Edges of blocks and line breaks become spaces, so `<p>one</p><p>two</p>` and `<td>one<td>two` read
// "one two".
const BLOCK_EDGE =
  /<\/?(?:p|div|li|h[1-6]|blockquote|pre|figcaption|tr|td|th|table)\b[^>]*>|<br\s*\/?>|<hr\s*\/?>/gi;

// Elements that take no closing tag, for the depth count below.
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const MAX_DEPTH = 256;

/**
 * True when the markup nests deeper than any post needs: the parser and sanitizer walk it recursively and
 * take seconds or overflow the stack. A cheap count of open and closing tags, not a parse.
 */
function nestsTooDeep(html: string): boolean {
  let depth = 0;
  for (const [, closing, name = ''] of html.matchAll(/<(\/?)([a-zA-Z][\w-]*)[^>]*?(\/?)>/g)) {
    if (VOID.has(name.toLowerCase())) continue;
    depth += closing ? -1 : 1;
    if (depth > MAX_DEPTH) return true;
  }
  return false;
}

// Frames make the parser leave the document without a body, which the sanitizer does not expect.
const withoutFrames = (html: string) => html.replace(/<\/?(?:frameset|frame|noframes)\b[^>]*>/gi, ' ');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Text by stripping tags, for markup the sanitizer cannot walk; entities are left as they are. */
function roughText(html: string): string {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Plain text of an HTML fragment (for descriptions and cards): the text of what the sanitizer keeps, so
 * scripts and styles are dropped with their contents, and entities are decoded once (React escapes the
 * text again when it renders it).
 */
export function htmlToText(html: string): string {
  if (nestsTooDeep(html)) return roughText(html);
  try {
    const fragment = DOMPurify.sanitize(withoutFrames(html).replace(BLOCK_EDGE, ' $& '), {
      ALLOWED_TAGS: [],
      KEEP_CONTENT: true,
      RETURN_DOM_FRAGMENT: true,
    });
    return (fragment.textContent ?? '').replace(/\s+/g, ' ').trim();
  } catch (error) {
    console.warn(
      '[news] post text taken without the sanitizer:',
      error instanceof Error ? error.message : error,
    );
    return roughText(html);
  }
}
