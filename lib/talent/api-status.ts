/**
 * The HTTP status of an `ApiError`, judged by its shape rather than `instanceof`: inside the Next server the
 * API layer's error may come from another bundle's copy of the class (instrumentation vs app), where
 * `instanceof` fails. Null for anything else.
 */
export function apiErrorStatus(error: unknown): number | null {
  if (!(error instanceof Error) || error.name !== 'ApiError') return null;
  const status = (error as Error & { status?: unknown }).status;
  return typeof status === 'number' ? status : null;
}

/** Runs a getter, answering null when the back end said 404 (an unknown id or slug is not a failure). */
export async function nullWhenMissing<T>(call: () => Promise<T | null>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (apiErrorStatus(error) === 404) return null;
    throw error;
  }
}
