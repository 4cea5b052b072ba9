import 'server-only';
import { agency } from '@/lib/agency';
import { limitWords } from '@/lib/contract/upload-limits';
import type { Locale } from '@/lib/i18n/routing';
import { translatorFor } from '@/lib/i18n/translator';
import { escapeMarkup } from '@/lib/text/escape-markup';

/** Why a plain post was refused as a whole, each with its own sentence (`PlainForm.refused.*`). */
export type Refusal = 'origin' | 'tooLarge' | 'fileType' | 'rateLimited' | 'notAccepted' | 'generic';

/** The refusal a route's JSON verdict stands for. */
export function refusalFor(status: number): Refusal {
  if (status === 403) return 'origin';
  if (status === 413) return 'tooLarge';
  if (status === 415) return 'fileType';
  if (status === 429) return 'rateLimited';
  if (status === 400) return 'notAccepted';
  return 'generic';
}

/**
 * The whole page a plain post gets when the route refuses it before its fields could be checked: the
 * reason in the visitor's language, with the route's own status (a refused send is no page of the site,
 * so it has its own small document rather than the layout) and a way back to the form.
 */
export async function refusalPage(
  locale: Locale,
  refusal: Refusal,
  { status, formHref, headers }: { status: number; formHref: string; headers?: Headers },
): Promise<Response> {
  const t = await translatorFor(locale);
  const title = t('PlainForm.refusedTitle');
  const html = `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeMarkup(title)} · ${escapeMarkup(agency.name)}</title>
<style>
body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;background:#000;color:#fff;font:16px/1.5 system-ui,sans-serif;text-align:center}
main{padding:2rem 1.25rem;max-width:36rem}
h1{font-size:1.5rem;margin:0 0 1rem}
a{display:inline-block;min-height:44px;box-sizing:border-box;padding:.75rem 1.25rem;margin:.5rem;border:1px solid #fff;color:#fff;text-decoration:none}
a:focus-visible{outline:3px solid #fff;outline-offset:3px}
</style>
</head>
<body>
<main>
<h1>${escapeMarkup(title)}</h1>
<p data-testid="plain-refusal">${escapeMarkup(t(`PlainForm.refused.${refusal}`, limitWords))}</p>
<p><a href="${escapeMarkup(formHref)}">${escapeMarkup(t('PlainForm.backToForm'))}</a></p>
</main>
</body>
</html>
`;
  const answer = new Headers(headers);
  answer.set('content-type', 'text/html; charset=utf-8');
  answer.set('cache-control', 'no-store');
  return new Response(html, { status, headers: answer });
}
