'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { FILL_TIME_FIELD, HONEYPOT_FIELD } from '@/lib/forms/anti-spam';
import { newIdempotencyKey } from '@/lib/forms/idempotency';
import { postForm, type Failure } from './submission';

/** The sent state shows for 2.5 s, then the form is cleared. */
export const SENT_RESET_MS = 2500;

export type SubmissionState =
  { status: 'idle' | 'sending' | 'sent' } | { status: 'failed'; failure: Failure };

type Options = {
  url: string;
  locale: string;
  /** Called after the sent state has shown for 2.5 s: clear every field. */
  onReset: () => void;
  /** Called with the route's field errors after a refused send. */
  onFieldErrors: (errors: Record<string, string[]>) => void;
};

/**
 * The send cycle of a form: idle → sending → sent → (2.5 s) reset → idle, or → failed with everything kept.
 * One idempotency key per filled form, kept across retries, so a retry after a lost answer stores once.
 */
export function useSubmission({ url, locale, onReset, onFieldErrors }: Options) {
  const [state, setState] = useState<SubmissionState>({ status: 'idle' });
  const keyRef = useRef<string | null>(null);
  const startedRef = useRef(0);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const sendingRef = useRef(false);

  useEffect(() => {
    startedRef.current = performance.now();
    return () => {
      if (timerRef.current) clearTimeout(timerRef.current);
    };
  }, []);

  const send = useCallback(
    async (body: FormData) => {
      if (sendingRef.current) return;
      sendingRef.current = true;
      keyRef.current ??= newIdempotencyKey();
      body.set(HONEYPOT_FIELD, honeypotRef.current?.value ?? '');
      body.set(FILL_TIME_FIELD, String(Math.round(performance.now() - startedRef.current)));
      body.set('locale', locale);
      setState({ status: 'sending' });
      const result = await postForm(url, body, keyRef.current);
      sendingRef.current = false;
      if (!result.ok) {
        if (Object.keys(result.fieldErrors).length > 0) onFieldErrors(result.fieldErrors);
        setState({ status: 'failed', failure: result.failure });
        return;
      }
      setState({ status: 'sent' });
      timerRef.current = setTimeout(() => {
        keyRef.current = null;
        startedRef.current = performance.now();
        onReset();
        setState({ status: 'idle' });
      }, SENT_RESET_MS);
    },
    [url, locale, onReset, onFieldErrors],
  );

  return { state, send, honeypotRef };
}
