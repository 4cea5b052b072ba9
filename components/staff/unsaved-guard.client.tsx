'use client';

import { useLayoutEffect, useState, type RefObject } from 'react';
import { ConfirmDialog } from './confirm-dialog.client';
import { useStaffT } from './use-staff-t';

// Leaving a changed form asks first. The App Router has no way to block a navigation, and the staff area's
// links and forms are plain ones: a dirty form listens for them itself, and for the tab closing or reloading.

/** Once the member chose to leave, no other guard of the page asks again (nor the browser's own prompt). */
let leaving = false;

type Held = { href: string } | { form: HTMLFormElement; submitter: HTMLElement | null };

/** A click that would take this tab elsewhere: the link it follows, or null. */
function leavingLink(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const to = new URL(link.href, window.location.href);
  if (to.protocol !== 'http:' && to.protocol !== 'https:') return null;
  const here = new URL(window.location.href);
  // A jump within the page leaves nothing.
  if (to.hash && to.pathname === here.pathname && to.search === here.search) return null;
  return to.href;
}

/** Sends a form the member chose to leave by, as the browser would have, without asking anyone again. */
function sendAnyway(form: HTMLFormElement, submitter: HTMLElement | null) {
  if (submitter instanceof HTMLButtonElement && submitter.name) {
    const field = document.createElement('input');
    field.type = 'hidden';
    field.name = submitter.name;
    field.value = submitter.value;
    form.append(field);
  }
  form.submit();
}

/**
 * While `dirty`, leaving the page through a link, another form (the language switch, a removal), or by
 * closing or reloading the tab asks first; the guarded form's own submit (a save) does not. Render the
 * answer's `dialog` anywhere in the form.
 */
export function useUnsavedGuard(dirty: boolean, form: RefObject<HTMLFormElement | null>) {
  const t = useStaffT();
  const [held, setHeld] = useState<Held | null>(null);

  // A layout effect: its listeners come and go in the same commit as what the page shows, so once "Saved"
  // is on the screen, leaving no longer asks (a passive effect left a moment where it still did).
  useLayoutEffect(() => {
    if (!dirty) return;
    const unload = (event: BeforeUnloadEvent) => {
      if (leaving) return;
      event.preventDefault();
      // Chromium before 119 asks only when a value is set.
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      const href = leaving ? null : leavingLink(event);
      if (!href) return;
      event.preventDefault();
      setHeld({ href });
    };
    // After the page's own handlers (bubbling, on the window): a form that stays on the page (a save by
    // script, an upload) or that asks its own question first (a removal) has prevented the submit by then.
    const submit = (event: SubmitEvent) => {
      const sent = event.target;
      if (leaving || event.defaultPrevented || !(sent instanceof HTMLFormElement)) return;
      // The changed form itself, posted by the browser: what it carries is being saved, not lost.
      if (sent === form.current) leaving = true;
      if (sent === form.current || (sent.target && sent.target !== '_self')) return;
      event.preventDefault();
      setHeld({ form: sent, submitter: event.submitter });
    };
    window.addEventListener('beforeunload', unload);
    document.addEventListener('click', click, true);
    window.addEventListener('submit', submit);
    return () => {
      window.removeEventListener('beforeunload', unload);
      document.removeEventListener('click', click, true);
      window.removeEventListener('submit', submit);
    };
  }, [dirty, form]);

  const onAnswer = (leave: boolean) => {
    setHeld(null);
    if (!leave || !held) return;
    leaving = true;
    if ('href' in held) window.location.assign(held.href);
    else sendAnyway(held.form, held.submitter);
  };

  return (
    held && (
      <ConfirmDialog
        question={t('forms.unsaved.question')}
        confirm={t('forms.unsaved.leave')}
        cancel={t('forms.unsaved.stay')}
        onAnswer={onAnswer}
      />
    )
  );
}

/**
 * Goes to `target` without asking, loaded anew even when it is this very page: the page's own choice (a
 * form's refusal, said on its page), not the member's leaving.
 */
export function leaveWithoutAsking(target: URL) {
  leaving = true;
  const here = window.location;
  if (target.pathname === here.pathname && target.search === here.search) here.reload();
  else here.assign(target);
}

/** For the tests: a page of its own, where nobody has chosen to leave yet. */
export function resetUnsavedGuards() {
  leaving = false;
}
