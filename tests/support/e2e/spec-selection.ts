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
  /read\/(alternates|critical-path|list-errors|media-origin|no-internal-address|roster-filters|roster-search|seo|shared-selection)\.spec\.ts$/,
  // Cookies Secure behind HTTPS, the Origin check and relative redirects (every staff spec signs in through
  // them), and the uploads through their own locations and bounds: the inbox's photos, talents' pictures,
  // slides, batches and refusals. The news, accounts and links editors send small JSON through `location /`,
  // as the door's checks do. The Server Actions' answers to an ended session and the staff 404 pass through
  // its Origin and Host too.
  /staff\/staff-(door|inbox|talents|slides|uploads|drafts|dead-ends)\.spec\.ts$/,
];

// The phone project (Pixel 7: 412 px, touch, a high-density screen) runs again what a phone changes: what a
// width rule of the stylesheets shows, hides, moves or sizes; touch (swipes, taps where a desktop hovers); what
// is in view (lazy loading, sentinels, scroll positions, prefetching); the phone's own frame (header, menu,
// footer, their contrast and axe). A test of words, data, server answers, the keyboard, retries or the network
// runs on the desktop only; one that needs a narrow screen for those sets its own width (docs/testing.md).

/**
 * Spec files that depend on no screen: those that read what the server sends (markup, headers, redirects,
 * crawler files), which the site varies by no device or User-Agent, and those whose every test is the same on
 * every screen or sets its own widths.
 */
export const sameOnEveryScreenSpecs: RegExp[] = [
  /secrets\.spec\.ts$/,
  /frame\/(malformed-query|routing|no-js-errors|progress|transition)\.spec\.ts$/,
  /read\/(alternates|seo|localized-values|list-errors|media-origin|no-internal-address|page-scripts|shared-selection)\.spec\.ts$/,
  // The staff area's door and accounts: the server's answers, the same on every screen. (Its uploads run on
  // the phone too: a batch from the camera roll is how staff add pictures, and the form's own checks are
  // the phone's.) An ended session's notice and the staff 404 are words and answers, on any screen.
  /staff\/staff-(door|accounts|dead-ends)\.spec\.ts$/,
  // Two browsers saving one record: the backend's versions and the editor's words, on any screen.
  /staff\/staff-versions\.spec\.ts$/,
  // Retries and the forms' pages: words, the back end's answers, the network.
  /write\/(error-retry|pages)\.spec\.ts$/,
  // Set their own widths, from the narrowest phone up: the filters' form, and the no-script forms.
  /read\/roster-filters\.spec\.ts$/,
  /write\/no-js\.spec\.ts$/,
];

/** The tag of one test (or group) in a spec the phone runs, whose outcome no screen changes: desktop only. */
export const anyScreenTag = '@any-screen';

/** Details for `test(title, anyScreen, body)`. */
export const anyScreen = { tag: anyScreenTag };
