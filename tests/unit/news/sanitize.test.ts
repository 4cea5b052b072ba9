import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizePostHtml } from '@/lib/news/sanitize';

// Each case: what the sanitizer does, a post's HTML, what it keeps (as it writes it out) and what it drops.
const sanitized: { what: string; html: string; keeps: string[]; drops: RegExp }[] = [
  {
    what: 'removes scripts, event handlers, styles and frames',
    html: '<p onclick="steal()">Hi<script>alert(1)</script></p><style>p{}</style><iframe src="https://x"></iframe><img src="https://a/b.jpg" onerror="x()">',
    keeps: ['<p>Hi</p>', 'src="https://a/b.jpg"'],
    drops: /script|onclick|onerror|style|iframe/i,
  },
  {
    what: 'names the back end’s media on an internal host by the site’s own path, and keeps public ones',
    html: '<p><img src="http://127.0.0.1:4310/media/posts/7-a.jpg" alt="A"><a href="http://10.0.0.5:4000/media/posts/7-b.jpg">b</a><img src="https://cdn.agency.example/media/c.jpg"></p>',
    keeps: [
      '<img src="/media/posts/7-a.jpg"',
      '<a href="/media/posts/7-b.jpg">b</a>',
      '<img src="https://cdn.agency.example/media/c.jpg"',
    ],
    drops: /127\.0\.0\.1|10\.0\.0\.5/,
  },
  {
    what: 'drops javascript: and data: links',
    html: '<a href="javascript:alert(1)">a</a><a href="data:text/html,x">b</a>',
    keeps: [],
    drops: /javascript|data:/i,
  },
  {
    what: 'keeps formatting, a post’s headings below its title, and opens outside links safely',
    html: '<h1>T</h1><p><strong>b</strong> <a href="https://ig.com/x">ig</a> <a href="/en/news">n</a></p>',
    keeps: [
      '<h2>T</h2>',
      '<strong>b</strong>',
      '<a href="https://ig.com/x" target="_blank" rel="noopener noreferrer">ig</a>',
      '<a href="/en/news">n</a>',
    ],
    drops: /<h1/,
  },
];

describe('sanitizePostHtml', () => {
  for (const { what, html, keeps, drops } of sanitized)
    it(what, () => {
      const out = sanitizePostHtml(html);
      for (const kept of keeps) expect(out).toContain(kept);
      expect(out).not.toMatch(drops);
    });
  it('drops images whose address was refused or missing, and gives the others an alt text', () => {
    const out = sanitizePostHtml(
      '<p>a<img src="x" onerror="y()">b<img>c<img src="javascript:alert(1)">d<img src="https://a/c.jpg" alt="Runway"><img src="/media/d.jpg"></p>',
    );
    expect(out.match(/<img/g)).toHaveLength(2);
    expect(out).toContain('alt="Runway"');
    expect(out).toMatch(/<img src="\/media\/d.jpg" [^>]*alt=""/);
    expect(out).toMatch(/^<p>abcd<img/);
  });
  it('gives plain text', () => {
    expect(htmlToText('<p>One <b>two</b></p>\n<p>three</p>')).toBe('One two three');
  });
  it('separates blocks and line breaks that touch, and decodes entities once', () => {
    expect(htmlToText('<h2>Title</h2><p>One<br>two</p><ul><li>a</li><li>b</li></ul>')).toBe(
      'Title One two a b',
    );
    expect(htmlToText('<p>Moda &amp; estilo &lt;2026&gt; &quot;MX&quot;</p>')).toBe(
      'Moda & estilo <2026> "MX"',
    );
  });
  it('drops scripts and styles with their contents', () => {
    const text = htmlToText(
      '<p>Hi</p><script>alert("x")</script><style>p{color:red}</style><img src=x onerror="y()">',
    );
    expect(text).toBe('Hi');
  });
});

describe('HTML the extraction does not expect', () => {
  const cases: [string, string][] = [
    ['a frameset', '<frameset><frame src="x"></frameset>'],
    ['text then a frameset', '<p>Hola</p><frameset cols="50%"><frame></frameset>'],
    ['a template', '<template><p>hidden</p></template><p>shown</p>'],
    ['an unclosed table', '<table><tr><td>one<td>two<tr><td>three'],
    ['deep nesting', `${'<div>'.repeat(5000)}deep${'</div>'.repeat(5000)}`],
    ['a whole document', '<!doctype html><html><head><title>t</title></head><body><p>body</p></body></html>'],
    ['a noscript and svg', '<noscript><p>n</p></noscript><svg><foreignObject><p>f</p></foreignObject></svg>'],
    ['stray closing tags', '</p></div></body></html><p>after</p>'],
    ['1 MB of text', `<p>${'palabra '.repeat(131_072)}</p>`],
  ];

  it.each(cases)('extracts text from %s without throwing', (_, html) => {
    expect(typeof htmlToText(html)).toBe('string');
    expect(typeof sanitizePostHtml(html)).toBe('string');
  });

  it('keeps the text around what it drops', () => {
    expect(htmlToText('<p>Hola</p><frameset><frame></frameset>')).toContain('Hola');
    expect(htmlToText('<template><p>hidden</p></template><p>shown</p>')).toContain('shown');
    expect(htmlToText('<table><tr><td>one<td>two')).toBe('one two');
    expect(htmlToText('<noscript><img src="x"><br>n</noscript><p>after</p>')).toBe('after');
    expect(htmlToText('<div><template><p>a<br>b</div>shown')).toBe('shown');
    const deep = `${'<div>'.repeat(5000)}deep <b>&lt;text</b>${'</div>'.repeat(5000)}`;
    expect(htmlToText(deep)).toContain('deep');
    expect(sanitizePostHtml(deep)).toMatch(/^<p>deep &lt;text<\/p>$|^<p>deep &#38;lt;text<\/p>$/);
  });
});
