import { isLoopbackHost } from './published-secrets';

// Which names the site answers for, and which origins count as the site's own (docs/deploy.md, "Host
// names"). A request for any other name is someone else's: a page on another domain that resolves to this
// machine (DNS rebinding) would otherwise be "same origin" with it. Plain data and string work, no Node
// module, so the front, the app and the backend share it.

/** What a host check lets in: these names, and loopback names when the site itself is on this machine. */
export type HostRule = { names: ReadonlySet<string>; loopback: boolean };

// A Host header is a name or an address, an optional port, nothing else: no user, path, query or space.
const hostHeader = /^(?:\[[0-9a-fA-F:.]+\]|[^\s/?#@\\[\]:]+)(?::\d{1,5})?$/;

/** The host name a Host header (or an `ALLOWED_HOSTS` entry) names, lower-case and without its port; null when it names none. */
export function hostNameOf(value: string | undefined): string | null {
  if (!value || !hostHeader.test(value)) return null;
  try {
    return new URL(`http://${value}`).hostname;
  } catch {
    return null;
  }
}

/** The site's rule: the host of SITE_URL, its aliases, and loopback names only while SITE_URL is loopback. */
export function siteHostRule(siteUrl: string, aliases: readonly string[]): HostRule {
  const own = new URL(siteUrl).hostname;
  const names = new Set([own, ...aliases.map((alias) => hostNameOf(alias) ?? '').filter(Boolean)]);
  return { names, loopback: isLoopbackHost(own) };
}

/** True when a Host header names a host the rule lets in; the port is the listener's business, not checked. */
export function isAllowedHost(value: string | undefined, rule: HostRule): boolean {
  const name = hostNameOf(value);
  if (name === null) return false;
  return rule.names.has(name) || (rule.loopback && isLoopbackHost(name));
}

/**
 * The origins whose pages may post to the site: SITE_URL's, and each alias's with SITE_URL's scheme (and its
 * port, unless the alias names one).
 */
export function siteOrigins(siteUrl: string, aliases: readonly string[]): ReadonlySet<string> {
  const site = new URL(siteUrl);
  const origins = new Set([site.origin]);
  for (const alias of aliases) {
    const name = hostNameOf(alias);
    if (name === null) continue;
    const url = new URL(`${site.protocol}//${alias}`);
    if (!url.port && site.port && !/:\d+$/.test(alias)) url.port = site.port;
    origins.add(url.origin);
  }
  return origins;
}

/**
 * True when a browser's `Origin` is the site's own: one of `siteOrigins`, or, while SITE_URL is on this
 * machine, any loopback name on its port (`localhost` and `127.0.0.1` are the same site on a laptop). The
 * request's own Host never counts: an attacker chooses it.
 */
export function isSiteOrigin(origin: string | null, siteUrl: string, aliases: readonly string[]): boolean {
  if (!origin || origin === 'null') return false;
  if (siteOrigins(siteUrl, aliases).has(origin)) return true;
  const site = new URL(siteUrl);
  if (!isLoopbackHost(site.hostname)) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return (
    url.origin === origin &&
    url.protocol === site.protocol &&
    url.port === site.port &&
    isLoopbackHost(url.hostname)
  );
}
