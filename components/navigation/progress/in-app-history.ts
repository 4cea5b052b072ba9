// Whether the visitor reached the current page by navigating inside the site since it loaded, so that
// "Return" can go back in history instead of leaving the site.
let navigated = false;

export function markInAppNavigation(): void {
  navigated = true;
}

export function hasInAppHistory(): boolean {
  if (navigated) return true;
  if (typeof document === 'undefined' || document.referrer === '') return false;
  try {
    return new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}
