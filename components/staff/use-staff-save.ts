import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { CurrentVersion } from '@/lib/contract/record-version';
import { rosterHeights } from '@/lib/contract/talent-input';
import type { StaffT } from '@/lib/staff/locale';
import type { SaveAction } from '@/lib/staff/save-state';
import { useUnsavedGuard } from './unsaved-guard.client';
import { useStaffT } from './use-staff-t';

// What the staff area's editors share: the save through their Server Action (lib/staff/form-action.ts),
// the refusals put on the fields they name, and the edit kept while it is not saved (docs/staff.md). Each
// editor also writes its values on its controls: react-hook-form fills a registered control only once the
// script runs, and the server's HTML would show an empty editor until then.

/** `session`: no live session; `stale`: someone saved the record since this form was opened; `gone`: deleted. */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed' | 'refused' | 'session' | 'stale' | 'gone';

/** The editors, each with its words in its part of the staff messages. */
export type EditorKind = 'talent' | 'post' | 'social';

/** What an editor is given by its page, beside its values. */
export type SaveOptions = {
  /** The Server Action the values go to: a new record's, or this one's (its id bound by the page). */
  save: SaveAction;
  /** Where a created record is edited, its id appended. */
  createdPath?: string;
  /** The version this form was opened with (none for a new one); a save's answer gives the next. */
  version?: number;
  /** Whether the record is on the public site, which its save says. */
  published?: boolean;
};

export function useStaffSave<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  kind: EditorKind,
  { save, createdPath, version, published }: SaveOptions,
) {
  const t = useStaffT();
  const router = useRouter();
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [savedVersion, setSavedVersion] = useState(version);
  const [stale, setStale] = useState<CurrentVersion | null>(null);
  const element = useRef<HTMLFormElement>(null);
  const guard = useUnsavedGuard(form.formState.isDirty, element);

  /** A field's refusal in words: the browser's own (zod's issue type) or the backend's (its code). */
  const errorOf = (name: FieldPath<Values>): string | undefined => {
    const error = form.formState.errors[name as keyof typeof form.formState.errors];
    if (!error) return undefined;
    const word = (code: string) => `${kind}.errors.${code}` as Parameters<StaffT>[0];
    const code =
      error.type === 'too_small'
        ? 'required'
        : error.type === 'too_big'
          ? 'too_long'
          : typeof error.message === 'string' && t.has(word(error.message))
            ? error.message
            : 'invalid';
    return t(word(code), rosterHeights);
  };

  /** Sends the values as saved over `from`, the version they were edited from. */
  const send = async (record: Output, from: number | undefined) => {
    setStatus('saving');
    // A throw is the network, or a fault of the server: nothing is known to be saved.
    const state = await save(from === undefined ? record : { ...record, version: from }).catch(() => null);
    if (state?.outcome === 'refused') {
      for (const [field, codes] of Object.entries(state.errors)) {
        form.setError(field as FieldPath<Values>, { message: codes[0] ?? 'invalid' });
      }
    }
    // Someone saved since this form was opened: the member chooses (conflict-notice.client.tsx).
    if (state?.outcome === 'stale') setStale(state.current);
    // Nothing was written: the values stay, and the next save (after signing in again) sends them.
    if (state?.outcome !== 'saved') {
      setStatus(!state || state.outcome === 'origin' ? 'failed' : state.outcome);
      return;
    }
    // The next save is made from the version this one stored.
    if (state.version !== undefined) setSavedVersion(state.version);
    setStale(null);
    // What was sent is now what is stored: leaving asks no more, until the next change.
    form.reset(form.getValues());
    if (createdPath && state.id !== undefined) {
      router.push(`${createdPath}/${state.id}`);
      return;
    }
    setStatus('saved');
  };

  const submit = form.handleSubmit((record) => send(record, savedVersion));
  // Saves the values again over the version stored now, the member having chosen to.
  const conflict = stale && {
    current: stale,
    onSaveOver: () => void form.handleSubmit((record) => send(record, stale.version))(),
  };

  const creating = createdPath !== undefined;
  return { status, submit, errorOf, ref: element, guard, conflict, kind, creating, published };
}
