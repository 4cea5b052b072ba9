// The animation code (motion-kit.tsx) arrives on the first of the gestures that come before every animation
// of the site: opening the menu, following a link, switching a gallery tab, choosing a talent. A page that
// is only read (or measured) never fetches it, and until it arrives every animated element is a plain one
// in its end state. Hovering is not one: the browser also reports it when the page moves under a resting
// pointer.
const gestures = ['pointerdown', 'touchstart', 'keydown'] as const;

export type MotionKit = typeof import('./motion-kit');

let kit: MotionKit | null = null;
let loading: Promise<MotionKit> | undefined;
let armed = false;
const listeners = new Set<() => void>();

/** Fetches the animation code once; a failed fetch is tried again on the next call. */
export function loadMotionKit(): Promise<MotionKit> {
  loading ??= import('./motion-kit').then(
    (module) => {
      kit = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The animation code if it has arrived, else null (always null on the server). */
export function motionKit(): MotionKit | null {
  return kit;
}

/**
 * Waits for the visitor's first gesture to fetch the animation code. Without a connection the next gesture
 * tries again; the site works without animations meanwhile.
 */
function armOnFirstGesture() {
  if (armed || kit) return;
  armed = true;
  const start = () => {
    for (const type of gestures) window.removeEventListener(type, start, { capture: true });
    loadMotionKit().catch(() => {
      armed = false;
      armOnFirstGesture();
    });
  };
  for (const type of gestures) window.addEventListener(type, start, { capture: true, passive: true });
}

/** For `useSyncExternalStore`: arms the gesture listeners and reports the code's arrival. */
export function subscribeToMotionKit(listener: () => void): () => void {
  armOnFirstGesture();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
