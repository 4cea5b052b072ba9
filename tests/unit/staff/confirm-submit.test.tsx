// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConfirmForm } from '@/components/staff/confirm-submit.client';
import { renderStaff, servedStaffHtml } from '../../support/render-staff';
import { stubDialogs } from '../../support/dialog-stub';
import { recordedAction } from '../../support/recorded-action';

beforeAll(stubDialogs);

const { sent, action, sentForm } = recordedAction();

const question = 'Move picture 2 of Book to the trash?';

/** The form of a picture's removal, asking its question in a dialog, rendered; answers the element. */
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
    const form = await sentForm();
    expect([form.get('id'), form.get('picture')]).toEqual(['9', '2']);
  });

  it('keeps the tick box for the browser without a script; with it, the dialog asks and says confirm=yes', async () => {
    const tickBox = 'I understand it cannot be undone';
    const form = removal(tickBox);
    expect(servedStaffHtml(form).querySelector('input[type="checkbox"][name="confirm"]')).toBeRequired();
    expect(screen.queryByLabelText(tickBox)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move to the trash' }));
    expect((await sentForm()).get('confirm')).toBe('yes');
  });
});
