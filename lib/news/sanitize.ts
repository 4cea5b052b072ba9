import 'server-only';
import { Parser } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';
import { browserMediaUrl } from '@/lib/api/media-url';
import { log } from '@/lib/log/log';
import { escapeMarkup } from '@/lib/text/escape-markup';

// Post content is HTML written in the agency panel: only text formatting, links and images survive (by
// kind: text, headings, lists and quotes, code, links and pictures, boxes, tables); scripts, styles, frames,
// forms and event handlers never reach the page.
const ALLOWED_TAGS = `p br hr strong b em i u s small sub sup mark h2 h3 h4 h5 h6 ul ol li blockquote q cite
  code pre a img figure figcaption span div table thead tbody tr th td`.split(/\s+/);
const ALLOWED_ATTR = ['href', 'title', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'lang', 'dir'];

// Addresses a link or an image may have: the web, mail, telephone, and this site's own paths and anchors.
const ALLOWED_URL = /^(?:https?:|mailto:|tel:|\/|#)/i;
const URL_ATTRIBUTES = ['href', 'src'];
// Elements dropped with everything inside them: their content is code, a form's, or hidden.
const DROPPED_WITH_CONTENT = ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'title'];

/**
 * Per element, after the allow-list: refused addresses removed, the back end's media on an internal host
 * named by the site's own path (lib/api/media-url.ts), outside links opened safely in a new tab, images
 * loaded lazily with a text alternative (empty when the author gave none: decorative).
 */
function finishElement(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const kept = { ...attribs };
  for (const name of URL_ATTRIBUTES) {
    const value = kept[name];
    if (value === undefined) continue;
    if (ALLOWED_URL.test(value.trim())) kept[name] = browserMediaUrl(value);
    else delete kept[name];
  }
  if (tagName === 'a' && /^https?:\/\//i.test(kept.href ?? '')) {
    kept.target = '_blank';
    kept.rel = 'noopener noreferrer';
  }
  if (tagName === 'img') {
    kept.loading = 'lazy';
    kept.decoding = 'async';
    kept.alt ??= '';
  }
  return { tagName, attribs: kept };
}

/**
 * Sanitizes post HTML with an allow-list. Headings are kept from h2 down: the page's own title is the only
 * h1, so an h1 in the content becomes an h2.
 */
export function sanitizePostHtml(html: string): string {
  const demoted = withoutFrames(html).replace(/<(\/?)h1(\s|>)/gi, '<$1h2$2');
  if (nestsTooDeep(demoted)) return `<p>${escapeMarkup(roughText(html))}</p>`;
  try {
    const clean = sanitizeHtml(demoted, {
      allowedTags: ALLOWED_TAGS,
      allowedAttributes: {
        '*': ALLOWED_ATTR,
        a: [...ALLOWED_ATTR, 'target', 'rel'],
        img: [...ALLOWED_ATTR, 'loading', 'decoding'],
      },
      allowedSchemes: ['http', 'https', 'mailto', 'tel'],
      allowProtocolRelative: false,
      nonTextTags: DROPPED_WITH_CONTENT,
      transformTags: { '*': finishElement },
    });
    // An image whose address was refused (or that had none) shows nothing and is invalid HTML: drop it.
    // The sanitizer's output is serialized markup, so its attributes are quoted and the tag is whole.
    return clean.replace(/<img\b(?![^>]*\ssrc=")[^>]*>/gi, '');
  } catch (error) {
    // Markup the sanitizer cannot walk: the post still shows, as its plain text (escaped, so still safe).
    log.warn(
      { err: error instanceof Error ? error.message : String(error) },
      'news: post HTML shown as plain text',
    );
    return `<p>${escapeMarkup(roughText(html))}</p>`;
  }
}

// Edges of blocks and line breaks become spaces, so `<p>one</p><p>two</p>` and `<td>one<td>two` read
// "one two".
const BLOCK_EDGE =
  /<\/?(?:p|div|li|h[1-6]|blockquote|pre|figcaption|tr|td|th|table)\b[^>]*>|<br\s*\/?>|<hr\s*\/?>/gi;

// Elements that take no closing tag, for the depth count below.
const VOID = new Set('area base br col embed hr img input link meta source track wbr'.split(' '));
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

/** Text by stripping tags, for markup the sanitizer cannot walk; entities are left as they are. */
function roughText(html: string): string {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Plain text of an HTML fragment (for descriptions and cards): the text the sanitizer would keep, so
 * scripts and styles are dropped with their contents, and entities are decoded once (React escapes the
 * text again when it renders it). Read with the sanitizer's own parser (htmlparser2), not a DOM.
 */
export function htmlToText(html: string): string {
  if (nestsTooDeep(html)) return roughText(html);
  try {
    let text = '';
    // Open elements whose content is dropped; text counts only when none is open.
    let dropping = 0;
    const parser = new Parser(
      {
        onopentagname: (name) => {
          if (dropping || DROPPED_WITH_CONTENT.includes(name)) dropping += 1;
        },
        // The parser closes every element it opens (void ones at once, open ones at the end), innermost first.
        onclosetag: () => {
          if (dropping) dropping -= 1;
        },
        ontext: (chunk) => {
          if (!dropping) text += chunk;
        },
      },
      { decodeEntities: true },
    );
    parser.end(withoutFrames(html).replace(BLOCK_EDGE, ' $& '));
    return text.replace(/\s+/g, ' ').trim();
  } catch (error) {
    log.warn(
      { err: error instanceof Error ? error.message : String(error) },
      'news: post text taken without the sanitizer',
    );
    return roughText(html);
  }
}
