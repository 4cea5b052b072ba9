import 'server-only';
import { getSlides } from '@/lib/api';
import type { Slide } from '@/lib/api/types';

/** Thrown when the home slides cannot be loaded: the home answers 503 with the error's code (docs/caching.md). */
export class SlidesUnavailableError extends Error {
  readonly statusCode = 503;
}

export async function slidesOrUnavailable(): Promise<Slide[]> {
  try {
    return await getSlides('slides');
  } catch (error) {
    const code =
      error instanceof Error && 'status' in error
        ? String((error as { status: unknown }).status)
        : 'unavailable';
    throw new SlidesUnavailableError(`slides ${code}`, { cause: error });
  }
}
