// The global loading overlay, over the page while the language changes: shown for a fixed time on demand.
import { externalStore } from '@/lib/external-store';

/** Changing the language shows the overlay for this long (as the old site did). */
export const languageChangeOverlayMs = 600;

const visible = externalStore(false);
let timer: ReturnType<typeof setTimeout> | undefined;

export const isLoadingOverlayVisible = visible.get;
export const subscribeLoadingOverlay = visible.subscribe;

/** Shows the overlay for `ms` milliseconds (a later call restarts the time). */
export function showLoadingOverlay(ms: number = languageChangeOverlayMs): void {
  clearTimeout(timer);
  visible.set(true);
  timer = setTimeout(() => visible.set(false), ms);
}
