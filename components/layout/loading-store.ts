// The global loading overlay (SPEC §2 "Error page", §4 Locale): shown for a fixed time on demand.
import { externalStore } from '@/lib/external-store';

/** SPEC §4: changing the language shows the overlay for this long. */
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
