// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SocialForm } from '@/components/staff/social-form.client';
import { UnsavedForm } from '@/components/staff/unsaved-form.client';
import { resetUnsavedGuards } from '@/components/staff/unsaved-guard.client';
import type { StaffFormAction } from '@/lib/staff/action-refusal';
import type { SaveAction } from '@/lib/staff/save-state';
import { stubDialogs } from '../../support/dialog-stub';
import { renderStaff } from '../../support/render-staff';
import { socialLinks as links, socialTranslator as t } from '../../support/social-form-fixture';

const saveMock = vi.fn<SaveAction>();
const assign = vi.fn();

/** The editor on a page with a link away and the staff bar's language switch, a plain form. */
function page() {
  renderStaff(
    <>
      {/* The staff area's links are plain ones, as the staff bar's. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a href="/staff/talents">Roster</a>
      <form method="post" action="/staff/api/language">
        <button type="submit">English</button>
      </form>
      <SocialForm save={saveMock} values={links} version={1} />
    </>,
  );
}

/** Whether a cancelable event of `type` was let through to the browser. */
function beforeUnloadAllowed() {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return !event.defaultPrevented;
}

// What the browser would send: a submit no listener before this one prevented (so it is added last).
const submitted = vi.fn();
const browserSubmit = (event: Event) => {
  if (!event.defaultPrevented) submitted((event.target as HTMLFormElement).action);
  event.preventDefault();
};
function browserLast() {
  window.removeEventListener('submit', browserSubmit);
  window.addEventListener('submit', browserSubmit);
}

beforeAll(() => {
  stubDialogs();
});
beforeEach(() => {
  resetUnsavedGuards();
  saveMock.mockReset();
  submitted.mockReset();
  assign.mockReset();
  vi.stubGlobal('location', { ...window.location, href: window.location.href, assign });
});
afterEach(() => vi.unstubAllGlobals());

const facebook = () => screen.getByLabelText(/^Facebook/);

describe('the unsaved-changes guard', () => {
  it('lets a clean form go without a word: links, other forms, the tab closing', async () => {
    page();
    browserLast();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    screen.getByRole('link', { name: 'Roster' }).dispatchEvent(click);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(beforeUnloadAllowed()).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(submitted).toHaveBeenCalledOnce();
  });

  it('asks before a changed form is left by a link; Stay keeps the page and the text', async () => {
    page();
    await userEvent.type(facebook(), '-mx');
    expect(beforeUnloadAllowed()).toBe(false);
    await userEvent.click(screen.getByRole('link', { name: 'Roster' }));
    expect(screen.getByRole('dialog', { name: t('forms.unsaved.question') })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: t('forms.unsaved.stay') }));
    expect(assign).not.toHaveBeenCalled();
    expect(facebook()).toHaveValue(`${links.facebook}-mx`);

    await userEvent.click(screen.getByRole('link', { name: 'Roster' }));
    await userEvent.click(screen.getByRole('button', { name: t('forms.unsaved.leave') }));
    expect(assign).toHaveBeenCalledWith(new URL('/staff/talents', window.location.href).href);
    // Leaving was chosen: the browser's own prompt does not ask again.
    expect(beforeUnloadAllowed()).toBe(true);
  });

  it('asks before the language switch sends its form', async () => {
    page();
    await userEvent.type(facebook(), '-mx');
    browserLast();
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByRole('dialog', { name: t('forms.unsaved.question') })).toBeVisible();
    expect(submitted).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: t('forms.unsaved.stay') }));
    expect(submitted).not.toHaveBeenCalled();
  });

  it('is clear again once the form is saved', async () => {
    saveMock.mockResolvedValue({ outcome: 'saved', version: 2 });
    page();
    await userEvent.type(facebook(), '-mx');
    await userEvent.click(screen.getByRole('button', { name: t('social.save') }));
    expect(await screen.findByText(t('social.saved'))).toBeInTheDocument();
    expect(beforeUnloadAllowed()).toBe(true);
    await userEvent.click(screen.getByRole('link', { name: 'Roster' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('a save when the session has ended', () => {
  it('keeps every typed value, says how to sign in again, and saves them afterwards', async () => {
    saveMock.mockResolvedValueOnce({ outcome: 'session' });
    page();
    await userEvent.type(facebook(), '-mx');
    await userEvent.click(screen.getByRole('button', { name: t('social.save') }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t('forms.session.ended'));
    const signIn = screen.getByRole('link', { name: t('forms.session.signIn') });
    expect(signIn).toHaveAttribute('href', '/staff/sign-in');
    expect(signIn).toHaveAttribute('target', '_blank');
    expect(facebook()).toHaveValue(`${links.facebook}-mx`);
    // Still changed: leaving asks.
    expect(beforeUnloadAllowed()).toBe(false);

    saveMock.mockResolvedValueOnce({ outcome: 'saved', version: 2 });
    await userEvent.click(screen.getByRole('button', { name: t('social.save') }));
    expect(await screen.findByText(t('social.saved'))).toBeInTheDocument();
    expect(saveMock.mock.calls[1]![0]).toMatchObject({
      facebook: `${links.facebook}-mx`,
    });
  });
});

describe('an action form with the guard', () => {
  it('asks before a link leaves its typed value, and lets its own submit go to its action', async () => {
    const add = vi.fn<StaffFormAction>(() => Promise.resolve(null));
    renderStaff(
      <>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/staff/talents">Roster</a>
        <UnsavedForm action={add} fields={{ id: 9 }}>
          <label>
            Link
            <input name="link" type="url" />
          </label>
          <button type="submit">Add</button>
        </UnsavedForm>
      </>,
    );
    expect(beforeUnloadAllowed()).toBe(true);
    await userEvent.type(screen.getByLabelText('Link'), 'https://youtu.be/dQw4w9WgXcQ');
    expect(beforeUnloadAllowed()).toBe(false);
    await userEvent.click(screen.getByRole('link', { name: 'Roster' }));
    await userEvent.click(screen.getByRole('button', { name: t('forms.unsaved.stay') }));
    expect(assign).not.toHaveBeenCalled();
    browserLast();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(submitted).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(add).toHaveBeenCalledOnce());
    const sent = add.mock.calls[0]![1];
    expect([sent.get('id'), sent.get('link')]).toEqual(['9', 'https://youtu.be/dQw4w9WgXcQ']);
  });
});
