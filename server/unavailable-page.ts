import { agency } from '../lib/agency';
import { localePrefix, locales, pathnames, type Locale } from '../lib/i18n/pathnames';
import { escapeMarkup } from '../lib/text/escape-markup';
import en from '../messages/en.json';
import es from '../messages/es.json';
import pt from '../messages/pt.json';

// The page nginx answers when a page cannot be rendered (the back end is down or slower than
// API_TIMEOUT_MS and nothing is cached, or no site instance answers): 503 with Retry-After, in the language
// of the URL, readable without JavaScript and without any other file of the site (the site may be what is
// failing). Written once per language at build time (server/write-unavailable-pages.ts), as static files.

const messages = { es, en, pt } satisfies Record<Locale, unknown>;

const homeOf = (locale: Locale) => localePrefix(locale) || '/';

/** The site's header, as plain HTML: the agency's name home, and the other languages' homes. */
function header(locale: Locale, agencyName: string): string {
  const t = messages[locale];
  const languages = locales
    .map(
      (l) =>
        `<a href="${homeOf(l)}" hreflang="${l}" lang="${l}"${l === locale ? ' aria-current="true"' : ''}>${l.toUpperCase()}<span class="vh"> – ${escapeMarkup(t.LanguageSwitch[l])}</span></a>`,
    )
    .join('');
  return `<header><a class="brand" href="${homeOf(locale)}">${escapeMarkup(agencyName)}</a><nav aria-label="${escapeMarkup(t.LanguageSwitch.label)}">${languages}</nav></header>`;
}

/** The site's footer, as plain HTML: the agency's address, hours, phone, e-mail and privacy notice. */
function footer(locale: Locale): string {
  const t = messages[locale].Footer;
  const { address } = agency;
  const privacy = pathnames['/privacy'][locale];
  const fill = (text: string, values: Record<string, string>) =>
    text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
  return `<footer><address>${escapeMarkup(`${address.street}, ${address.locality}, ${address.postalCode} ${address.region}`)}<br>${escapeMarkup(fill(t.hours, agency.hours))}<br><a href="tel:+${agency.whatsapp}">${escapeMarkup(fill(t.phone, { number: agency.whatsappDisplay }))}</a> · <a href="mailto:${agency.email}">${escapeMarkup(fill(t.email, { email: agency.email }))}</a></address><p><a href="${localePrefix(locale)}${privacy}">${escapeMarkup(t.privacy)}</a></p></footer>`;
}

/**
 * The whole HTML document in `locale`. Its "try again" link is the empty address, which a browser resolves
 * to the very address it asked for, whichever page that was.
 */
export function unavailablePage(locale: Locale, agencyName: string): string {
  const t = messages[locale];
  const home = homeOf(locale);
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeMarkup(t.Unavailable.title)} · ${escapeMarkup(agencyName)}</title>
<style>
body{margin:0;min-height:100vh;display:flex;flex-direction:column;background:#000;color:#fff;font:16px/1.5 system-ui,sans-serif;text-align:center}
header{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.5rem;padding:.5rem 1.25rem;background:#fff}
header a{color:#000;border:0;margin:0;padding:.75rem .5rem}
header .brand{font-weight:700;text-transform:uppercase;letter-spacing:.1em}
main{flex:1;align-self:center;display:flex;flex-direction:column;justify-content:center;padding:2rem 1.25rem;max-width:36rem}
footer{padding:1.5rem 1.25rem;color:#ccc;font-size:.875rem}
footer address{font-style:normal}
footer a{border:0;margin:0;padding:.75rem .25rem}
.vh{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
p.code{font-size:4rem;font-weight:700;margin:0;letter-spacing:.05em}
h1{font-size:1.5rem;margin:.5rem 0 1rem}
a{display:inline-block;min-width:44px;min-height:44px;box-sizing:border-box;padding:.75rem 1.25rem;margin:.5rem;border:1px solid #fff;color:#fff;text-decoration:none}
a:focus-visible{outline:3px solid #fff;outline-offset:3px}
</style>
</head>
<body>
${header(locale, agencyName)}
<main>
<p class="code" aria-hidden="true">503</p>
<h1>${escapeMarkup(t.Unavailable.title)}</h1>
<p>${escapeMarkup(t.Unavailable.message)}</p>
<p><a href="">${escapeMarkup(t.Unavailable.retry)}</a><a href="${home}">${escapeMarkup(t.Common.home)}</a></p>
</main>
${footer(locale)}
</body>
</html>
`;
}
