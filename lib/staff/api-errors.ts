import 'server-only';
import { ApiError } from '@/lib/api';
import { fieldErrors } from './route-answers';

/** A refusal of the backend that the staff member can act on (a field, a picture), as the same answer. */
export function refusalOf(error: unknown): Response | null {
  if (!(error instanceof ApiError) || error.kind !== 'http') return null;
  if (error.status === 400 || error.status === 413 || error.status === 415) {
    return fieldErrors(Object.keys(error.fieldErrors).length > 0 ? error.fieldErrors : { _: ['invalid'] });
  }
  return null;
}
