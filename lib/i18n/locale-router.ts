import { compile, match } from 'path-to-regexp';
import { localeRules, type LocaleRule } from './next-rules';

// The locale rules of lib/i18n/next-rules.ts applied by the production front before Next sees the request,
// each pattern compiled once, as Next applies them (docs/routes.md, "Who routes a request").
// tests/unit/i18n/locale-routes.test.ts asks this and Next the same URLs.

/**
 * The request header with which the front marks a request it has routed: Next's proxy, which redirects a
 * visitor's `/es/...` to the unprefixed address, leaves such a request alone (its matcher in proxy.ts names
 * the header as a literal, which a unit test compares with this one).
 */
export const localeRoutedHeader = 'x-locale-routed';

/** What becomes of a request: a permanent redirect, the path of its route folder, or nothing (Next's). */
export type LocaleRoute = { redirect: string } | { rewrite: string } | null;

type Params = Record<string, string | string[]>;

type CompiledRule = {
  matches: (pathname: string) => Params | null;
  destination: (params: Params) => string;
  missing: readonly string[];
};

function compileRule(rule: LocaleRule): CompiledRule {
  // Next's own options for its rules (`getPathMatch`): no optional trailing slash, any case.
  const matcher = match<Params>(rule.source, { strict: true, sensitive: false, delimiter: '/' });
  return {
    matches: (pathname) => {
      const found = matcher(pathname);
      return found ? found.params : null;
    },
    destination: compile(rule.destination, { validate: false }),
    missing: (rule.missing ?? []).map(({ key }) => key),
  };
}

/**
 * Whether a query names `key` with a value. Next reads the query as `node:querystring` does, where a key
 * given once with nothing after `=` is an empty string, which Next counts as absent.
 */
function hasValue(query: URLSearchParams, key: string): boolean {
  const values = query.getAll(key);
  return values.length > 1 || (values.length === 1 && values[0] !== '');
}

/**
 * The site's locale routing as one function of a request's target (`/nosotros?x=1`). A path that is not
 * plain (a trailing slash, repeated slashes, a backslash) is left to Next, which redirects it to its plain
 * form before any rule, as it does with the rules in its own hands.
 */
export function localeRouter(rules = localeRules()): (target: string) => LocaleRoute {
  const redirects = rules.redirects.map(compileRule);
  const rewrites = rules.rewrites.map(compileRule);
  return (target) => {
    const queryAt = target.indexOf('?');
    const pathname = queryAt === -1 ? target : target.slice(0, queryAt);
    const search = queryAt === -1 ? '' : target.slice(queryAt);
    if (
      !pathname.startsWith('/') ||
      /\/\/|\\/.test(pathname) ||
      (pathname.length > 1 && pathname.endsWith('/'))
    )
      return null;
    for (const rule of redirects) {
      const params = rule.matches(pathname);
      if (params) return { redirect: rule.destination(params) + search };
    }
    let query: URLSearchParams | undefined;
    for (const rule of rewrites) {
      const params = rule.matches(pathname);
      if (!params) continue;
      if (rule.missing.length > 0) {
        query ??= new URLSearchParams(search);
        const given = query;
        if (rule.missing.some((key) => hasValue(given, key))) continue;
      }
      return { rewrite: rule.destination(params) + search };
    }
    return null;
  };
}
