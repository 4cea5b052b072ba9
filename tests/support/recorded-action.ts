import { waitFor } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';

/**
 * A stand-in for a form's Server Action in a unit test: it records the form as the browser sends it (its
 * submitter's value too) and answers nothing. What it recorded is forgotten after each test.
 */
export function recordedAction() {
  const sent = vi.fn<(form: FormData) => void>();
  afterEach(() => sent.mockReset());
  const action = (_state: unknown, form: FormData) => {
    sent(form);
    return Promise.resolve(null);
  };
  /** The form the action was given, once it was: the test fails if it was given none or more than one. */
  const sentForm = async () => {
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    return sent.mock.calls[0]![0];
  };
  return { sent, action, sentForm };
}
