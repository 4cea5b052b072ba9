import { isReachable } from './reachable';
import { loadWholePage, strand, takePassage } from './stranded-navigation';

// The parts of the Navigation API (WHATWG HTML) used here; TypeScript's DOM library does not have it yet.
type NavigateEvent = Event & {
  readonly navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  readonly destination: { readonly url: string; readonly sameDocument: boolean };
  readonly userInitiated: boolean;
  readonly downloadRequest: string | null;
  readonly formData: FormData | null;
};
type NavigationApi = EventTarget;

function navigationApi(): NavigationApi | undefined {
  return (window as Window & { navigation?: NavigationApi }).navigation;
}

/** A whole-page load that the page's own script started (not the visitor), to an address of this site. */
function isScriptedPageLoad(event: NavigateEvent): boolean {
  return (
    event.cancelable &&
    !event.userInitiated &&
    !event.destination.sameDocument &&
    (event.navigationType === 'push' || event.navigationType === 'replace') &&
    event.downloadRequest === null &&
    event.formData === null &&
    new URL(event.destination.url).origin === window.location.origin
  );
}

function onNavigate(event: Event): void {
  const navigate = event as NavigateEvent;
  if (!isScriptedPageLoad(navigate)) return;
  const url = navigate.destination.url;
  if (takePassage(url)) return;
  // Held until the site is known to answer: if it does not, the browser would replace the page with its own
  // error page, and the visitor would lose the page they were on.
  navigate.preventDefault();
  const mode = navigate.navigationType === 'replace' ? 'replace' : 'push';
  void isReachable(url).then((reachable) => {
    if (reachable) loadWholePage(url, mode);
    else strand(url);
  });
}

/**
 * Next.js's router loads an address as a whole page when its request for the page's payload fails (the
 * site unreachable, a proxy refusing) or gets no payload (a proxy's 404 or 503 page, a newer deployment).
 * When the site cannot be reached at all, that load fails too and the browser shows its error page. This
 * holds every such load (the Navigation API's `navigate` event, where the browser has it), asks the site
 * once, and either lets it go or keeps the visitor on the page with the failure shown. Returns the cleanup.
 */
export function guardWholePageFallbacks(): () => void {
  const navigation = navigationApi();
  if (!navigation) return () => undefined;
  navigation.addEventListener('navigate', onNavigate);
  return () => navigation.removeEventListener('navigate', onNavigate);
}
