// The specs the suite runs a second time, through the shipped nginx front over TLS (E2E_BEHIND_NGINX=1):
// those whose outcome nginx can change. nginx rewrites no markup and styles nothing, so what a page looks
// like (layout, contrast, motion, print, the menu) and what it shows (content read from the back end, the
// favorites kept in the browser) are checked once, in the direct run. What passes through nginx's own rules
// is checked again: headers, caching and compression; redirects, URLs and the scheme pages print in them
// (canonical, alternates, sharing); request bodies, uploads and their limits; answers when the back end or
// the site fails; navigations' fetches and streamed answers; malformed requests; the logs' request ids.
// nginx has no rule by device, so this run is desktop only (docs/testing.md).

/** Files under tests/e2e, as patterns on their path. */
export const frontDependentSpecs: RegExp[] = [
  /secrets\.spec\.ts$/,
  /faults\/.*\.spec\.ts$/,
  /fuzz\/.*\.spec\.ts$/,
  /write\/.*\.spec\.ts$/,
  /operations\/.*\.spec\.ts$/,
  /frame\/(malformed-query|nginx-front|nginx-micro-cache|no-js-errors|progress|redirect-headers|repeat-visit|routing|transition)\.spec\.ts$/,
  /read\/(alternates|critical-path|list-errors|roster-filters|roster-search|seo|shared-selection)\.spec\.ts$/,
  // Cookies Secure behind HTTPS, the Origin check and relative redirects (every staff spec signs in through
  // them), and the uploads through their own location: the inbox's photos, talents' pictures, slides. The
  // news, accounts and links editors send small JSON through `location /`, as the door's checks do.
  /staff\/staff-(door|inbox|talents|slides)\.spec\.ts$/,
];

/**
 * Specs that read what the server sends (markup, headers, redirects, crawler files), which is the same for
 * every screen: the site varies nothing by device or User-Agent, so the phone project skips them.
 */
export const sameOnEveryScreenSpecs: RegExp[] = [
  /secrets\.spec\.ts$/,
  /frame\/(malformed-query|routing)\.spec\.ts$/,
  /read\/(alternates|seo)\.spec\.ts$/,
  /staff\/staff-(door|accounts)\.spec\.ts$/,
  // Sets its own widths, from the narrowest phone up, and reads the server's answers to forms.
  /write\/no-js\.spec\.ts$/,
];
