import { ApiError } from '../errors';

/** Runs `call`, turning the service's 404 into `null` (an unknown slug or id is not a failure). */
export async function nullOn404<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http' && error.status === 404) return null;
    throw error;
  }
}
