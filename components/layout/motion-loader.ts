import type { FeatureBundle } from 'framer-motion';

// The gestures that come before every animation of the site: opening the menu, following a link, switching
// a gallery tab, choosing a talent. A page that is only read (or measured) never fetches the features.
// Hovering is not one: the browser also reports it when the page moves under a resting pointer.
const gestures = ['pointerdown', 'touchstart', 'keydown'] as const;

let loaded = false;
let loading: Promise<FeatureBundle> | undefined;

/** Fetches the animation features once; a failed fetch is tried again on the next call. */
export function loadMotionFeatures(): Promise<FeatureBundle> {
  loading ??= import('./motion-features').then(
    (module) => {
      loaded = true;
      return module.default;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Whether animations can run: until the features arrive, `m` components show their end state at once. */
export function motionLoaded(): boolean {
  return loaded;
}

/**
 * The features for `LazyMotion`, fetched on the visitor's first gesture rather than right after hydration.
 * Without a connection the promise waits for the next gesture; the site works without animations meanwhile.
 */
export function featuresOnFirstGesture(): Promise<FeatureBundle> {
  return new Promise((resolve) => {
    const arm = () => {
      for (const type of gestures) window.addEventListener(type, start, { capture: true, passive: true });
    };
    const start = () => {
      for (const type of gestures) window.removeEventListener(type, start, { capture: true });
      loadMotionFeatures().then(resolve, arm);
    };
    arm();
  });
}
