// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ActionForm } from '@/components/staff/action-form.client';
import type { ActionState } from '@/lib/staff/action-refusal';

vi.mock('next/navigation', () => ({
  usePathname: () => '/staff/talents/3',
  useSearchParams: () => new URLSearchParams('gallery=book&done=pictures'),
}));

const ended: ActionState = {
  refusal: 'session',
  message: 'Your session ended, and this was not done.',
  signIn: 'Sign in again (opens in a new tab)',
};

describe('ActionForm', () => {
  it('says an ended session in the page, with a sign-in in a new tab that comes back here, and keeps the form', async () => {
    const action = vi.fn<(state: ActionState, form: FormData) => Promise<ActionState>>(() =>
      Promise.resolve(ended),
    );
    render(
      <ActionForm action={action} fields={{ id: 3 }}>
        <input type="checkbox" name="pick" value="a" aria-label="Pick" />
        <button type="submit" name="do" value="status">
          Set status
        </button>
      </ActionForm>,
    );
    await userEvent.click(screen.getByLabelText('Pick'));
    await userEvent.click(screen.getByRole('button', { name: 'Set status' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ended.message);
    const link = screen.getByRole('link', { name: ended.signIn });
    // Back to this page as it was chosen (its gallery), not to what it said last (`done`).
    expect(link).toHaveAttribute('href', '/staff/sign-in?next=%2Fstaff%2Ftalents%2F3%3Fgallery%3Dbook');
    expect(link).toHaveAttribute('target', '_blank');
    // Sent with its ids and its button's value; the box stays ticked, to be sent again after signing in.
    const sent = action.mock.calls[0]![1];
    expect([sent.get('id'), sent.get('pick'), sent.get('do')]).toEqual(['3', 'a', 'status']);
    expect(screen.getByLabelText('Pick')).toBeChecked();
  });
});
