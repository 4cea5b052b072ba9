/** The global loading overlay (SPEC §2 "Error page", §4 Locale): shown for a fixed time on demand. */
type Listener = () => void;

/** SPEC §4: changing the language shows the overlay for this long. */
export const languageChangeOverlayMs = 600;

let visible = false;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<Listener>();

function set(next: boolean) {
  if (next === visible) return;
  visible = next;
  for (const listener of listeners) listener();
}

export function isLoadingOverlayVisible(): boolean {
  return visible;
}

export function subscribeLoadingOverlay(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the overlay for `ms` milliseconds (a later call restarts the time). */
export function showLoadingOverlay(ms: number = languageChangeOverlayMs): void {
  clearTimeout(timer);
  set(true);
  timer = setTimeout(() => set(false), ms);
}
