import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfirmForm } from '@/components/staff/confirm-submit.client';
import { renderStaff, servedStaffHtml } from '../../support/render-staff';
import { stubDialogs } from '../../support/dialog-stub';

beforeAll(stubDialogs);

// What the form's Server Action is given: the form as the browser sends it.
const sent = vi.fn<(form: FormData) => void>();
const action = (_state: unknown, form: FormData) => {
  sent(form);
  return Promise.resolve(null);
};
afterEach(() => sent.mockReset());

const question = 'Move picture 2 of Book to the trash?';

function removal(tickBox?: string) {
  const form = (
    <ConfirmForm
      action={action}
      fields={{ id: 9, picture: 2 }}
      question={question}
      confirm="Move to the trash"
      tickBox={tickBox}
    >
      <button type="submit">Remove</button>
    </ConfirmForm>
  );
  renderStaff(form);
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

  it('sends the form, with the ids it names, once the destructive button is pressed', async () => {
    removal();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move to the trash' }));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect([sent.mock.calls[0]![0].get('id'), sent.mock.calls[0]![0].get('picture')]).toEqual(['9', '2']);
  });

  it('keeps the tick box for the browser without a script; with it, the dialog asks and says confirm=yes', async () => {
    const tickBox = 'I understand it cannot be undone';
    const form = removal(tickBox);
    expect(servedStaffHtml(form).querySelector('input[type="checkbox"][name="confirm"]')).toBeRequired();
    expect(screen.queryByLabelText(tickBox)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move to the trash' }));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(sent.mock.calls[0]![0].get('confirm')).toBe('yes');
  });
});
