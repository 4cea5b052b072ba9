import 'server-only';
import DOMPurify from 'isomorphic-dompurify';

// Post content is HTML written in the agency panel (DESIGN.md §9): only text formatting, links and images
// survive; scripts, styles, frames, forms and event handlers never reach the page.
const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark',
  'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'q', 'cite', 'code', 'pre',
  'a', 'img', 'figure', 'figcaption', 'span', 'div', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
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
    }
  });
}

/**
 * Sanitizes post HTML with an allow-list. Headings are kept from h2 down: the page's own title is the only
 * h1, so an h1 in the content becomes an h2.
 */
export function sanitizePostHtml(html: string): string {
  addLinkHook();
  const demoted = html.replace(/<(\/?)h1(\s|>)/gi, '<$1h2$2');
  return DOMPurify.sanitize(demoted, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/|#)/i,
    ALLOW_DATA_ATTR: false,
  });
}

// Ends of blocks and line breaks become spaces, so `<p>one</p><p>two</p>` reads "one two".
const BLOCK_END = /<\/(?:p|div|li|h[1-6]|blockquote|pre|figcaption|tr|td|th|table)\s*>|<br\s*\/?>|<hr\s*\/?>/gi;

/**
 * Plain text of an HTML fragment (for descriptions and cards): the text of what the sanitizer keeps, so
 * scripts and styles are dropped with their contents, and entities are decoded once (React escapes the
 * text again when it renders it).
 */
export function htmlToText(html: string): string {
  const body = DOMPurify.sanitize(html.replace(BLOCK_END, '$& '), { ALLOWED_TAGS: [], KEEP_CONTENT: true, RETURN_DOM: true });
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
