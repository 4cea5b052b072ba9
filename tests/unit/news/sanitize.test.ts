import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizePostHtml } from '@/lib/news/sanitize';

describe('sanitizePostHtml', () => {
  it('removes scripts, event handlers, styles and frames', () => {
    const out = sanitizePostHtml(
      '<p onclick="steal()">Hi<script>alert(1)</script></p><style>p{}</style><iframe src="https://x"></iframe><img src="https://a/b.jpg" onerror="x()">',
    );
    expect(out).not.toMatch(/script|onclick|onerror|style|iframe/i);
    expect(out).toContain('<p>Hi</p>');
    expect(out).toContain('src="https://a/b.jpg"');
  });
  it('drops javascript: and data: links', () => {
    const out = sanitizePostHtml('<a href="javascript:alert(1)">a</a><a href="data:text/html,x">b</a>');
    expect(out).not.toMatch(/javascript|data:/i);
  });
  it('keeps formatting and opens outside links safely', () => {
    const out = sanitizePostHtml('<h1>T</h1><p><strong>b</strong> <a href="https://ig.com/x">ig</a> <a href="/en/news">n</a></p>');
    expect(out).toContain('<h2>T</h2>');
    expect(out).toContain('<strong>b</strong>');
    expect(out).toContain('<a href="https://ig.com/x" target="_blank" rel="noopener noreferrer">ig</a>');
    expect(out).toContain('<a href="/en/news">n</a>');
  });
  it('gives plain text', () => {
    expect(htmlToText('<p>One <b>two</b></p>\n<p>three</p>')).toBe('One two three');
  });
  it('separates blocks and line breaks that touch, and decodes entities once', () => {
    expect(htmlToText('<h2>Title</h2><p>One<br>two</p><ul><li>a</li><li>b</li></ul>')).toBe('Title One two a b');
    expect(htmlToText('<p>Moda &amp; estilo &lt;2026&gt; &quot;MX&quot;</p>')).toBe('Moda & estilo <2026> "MX"');
  });
  it('drops scripts and styles with their contents', () => {
    const text = htmlToText('<p>Hi</p><script>alert("x")</script><style>p{color:red}</style><img src=x onerror="y()">');
    expect(text).toBe('Hi');
  });
});
