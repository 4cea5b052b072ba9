import { isGone, isSignedOut } from '@/lib/api/staff';
import { ApiError } from '@/lib/api/errors';

// What a staff Server Action answers instead of going through (lib/staff/form-action.ts): the page it came
// from stays, and says why, in its own words (components/staff/action-form.client.tsx).

/** Why nothing was done: no live session, another site's form, the wrong role, gone meanwhile, refused. */
export const actionRefusals = ['session', 'origin', 'role', 'gone', 'invalid'] as const;
export type ActionRefusal = (typeof actionRefusals)[number];

/** What the form shows after its action: nothing yet (or it went on to another page), or a refusal. */
export type ActionState = { refusal: ActionRefusal; message: string; signIn?: string } | null;

/**
 * The refusal a backend error is answered with: 401/`signed_out` the ended session, 403 or a `role` field
 * the role, 404 what is gone, 400 what was sent; null for the others (a fault, thrown on to the error page).
 */
export function refusalOfError(error: unknown): ActionRefusal | null {
  if (!(error instanceof ApiError) || error.kind !== 'http') return null;
  if (error.status === 401 || isSignedOut(error)) return 'session';
  if (error.status === 403 || error.fieldErrors.role) return 'role';
  if (isGone(error)) return 'gone';
  if (error.status === 400) return 'invalid';
  return null;
}

/** What a page's form is bound to (lib/staff/form-action.ts): `useActionState`'s shape. */
export type StaffFormAction = (state: ActionState, form: FormData) => Promise<ActionState>;
