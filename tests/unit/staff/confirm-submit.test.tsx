import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfirmForm } from '@/components/staff/confirm-submit.client';
import { servedHtml } from '../../support/served-html';
import { stubDialogs } from '../../support/dialog-stub';

beforeAll(stubDialogs);

// What reaches the window is what the browser would send: a submit nobody prevented.
const sent = vi.fn<(event: SubmitEvent) => void>();
const listener = (event: Event) => {
  if (!event.defaultPrevented) sent(event as SubmitEvent);
  event.preventDefault();
};
beforeAll(() => window.addEventListener('submit', listener));
afterEach(() => sent.mockReset());

const question = 'Move picture 2 of Book to the trash?';

function removal(tickBox?: { label: string }) {
  const form = (
    <ConfirmForm
      action="/staff/api/talents/9/pictures/2/delete"
      question={question}
      confirm="Move to the trash"
      cancel="Cancel"
      tickBox={tickBox}
    >
      <button type="submit">Remove</button>
    </ConfirmForm>
  );
  render(form);
  return form;
}

describe('ConfirmForm', () => {
  it('asks before a removal, and Cancel (which has the focus) keeps the form unsent', async () => {
    removal();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByRole('dialog', { name: question })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends the form, with its submitter, once the destructive button is pressed', async () => {
    removal();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move to the trash' }));
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent.mock.calls[0]![0].submitter).toBe(screen.getByRole('button', { name: 'Remove' }));
  });

  it('keeps the tick box for the browser without a script; with it, the dialog asks and says confirm=yes', async () => {
    const tickBox = { label: 'I understand it cannot be undone' };
    const form = removal(tickBox);
    expect(servedHtml(form).querySelector('input[type="checkbox"][name="confirm"]')).toBeRequired();
    expect(screen.queryByLabelText(tickBox.label)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move to the trash' }));
    const target = sent.mock.calls[0]![0].target as HTMLFormElement;
    expect(new FormData(target).get('confirm')).toBe('yes');
  });
});
