// The W3C Nu HTML checker (npm vnu-jar, run with the machine's Java) over the server HTML of the measured
// pages in es, en and pt: the number of errors per page.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { BenchPage } from './pages';

const vnuJar = path.join(process.cwd(), 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

export type HtmlCheck = { documents: number; errors: number; details: string[] };

/** What the checker prints (`--format json`): its messages, each with the checked file's URL. */
type VnuReport = { messages?: { type: string; url: string; message: string }[] };

/** The same page under the other locales' prefixes (localized names redirect, so they are followed). */
function inLocales(pagePath: string): string[] {
  const bare = pagePath.replace(/^\/(en|pt)(?=\/|$)/, '') || '/';
  return ['', '/en', '/pt'].map((prefix) => (prefix && bare === '/' ? prefix : `${prefix}${bare}`));
}

export async function checkHtml(siteUrl: string, pages: BenchPage[]): Promise<HtmlCheck> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-vnu-'));
  try {
    const files = new Map<string, string>();
    for (const page of pages) {
      for (const pagePath of inLocales(page.path)) {
        const answer = await fetch(`${siteUrl}${pagePath}`);
        if (!answer.ok) continue; // a post is not in every language
        const file = path.join(dir, `${files.size}.html`);
        writeFileSync(file, await answer.text());
        files.set(file, new URL(answer.url).pathname);
      }
    }
    // The checker exits with an error when it finds one: its output is then on the error.
    const result = await promisify(execFile)(
      'java',
      ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files.keys()],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { stdout?: string; stderr?: string }) => error);
    const report = JSON.parse(result.stderr || result.stdout || '{"messages":[]}') as VnuReport;
    const messages = report.messages ?? [];
    const errors = messages.filter((m) => m.type === 'error');
    return {
      documents: files.size,
      errors: errors.length,
      details: errors
        .slice(0, 20)
        .map((m) => `${files.get(decodeURIComponent(new URL(m.url).pathname))}: ${m.message}`),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
