// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { InboxList } from '@/components/staff/inbox-list';
import { InboxSelection } from '@/components/staff/inbox-selection.client';
import type { StaffInboxItem } from '@/lib/api/staff';
import { staffTranslator } from '@/lib/staff/locale';
import { renderStaff, servedStaffHtml } from '../../support/render-staff';
import { stubDialogs } from '../../support/dialog-stub';
import { recordedAction } from '../../support/recorded-action';

beforeAll(stubDialogs);

const { sent, action, sentForm } = recordedAction();

/** The inbox's selection of three applications, rendered; answers the element. */
function inbox() {
  const form = (
    <InboxSelection action={action} kind="application" back="/staff?kind=application&status=new">
      <ul>
        {['Ana', 'Bea', 'Caro'].map((name, index) => (
          <li key={name}>
            <input type="checkbox" name="id" value={index + 1} aria-label={`Select ${name}`} />
          </li>
        ))}
      </ul>
    </InboxSelection>
  );
  renderStaff(form);
  return form;
}

describe('InboxSelection', () => {
  it('ticks every row with "select all", counts them, and sends their status', async () => {
    inbox();
    await userEvent.click(screen.getByLabelText('Select all on this page'));
    for (const name of ['Ana', 'Bea', 'Caro']) expect(screen.getByLabelText(`Select ${name}`)).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Selected: 3');
    await userEvent.click(screen.getByLabelText('Select Bea'));
    expect(screen.getByRole('status')).toHaveTextContent('Selected: 2');
    expect(screen.getByLabelText('Select all on this page')).not.toBeChecked();
    await userEvent.selectOptions(screen.getByLabelText('Status of the selected'), 'archived');
    await userEvent.click(screen.getByRole('button', { name: 'Set status' }));
    const form = await sentForm();
    expect(form.getAll('id')).toEqual(['1', '3']);
    expect(form.get('do')).toBe('status');
    expect(form.get('status')).toBe('archived');
    expect(form.get('back')).toBe('/staff?kind=application&status=new');
    expect(form.get('kind')).toBe('application');
  });

  it('asks before deleting, naming how many, and sends nothing on Cancel', async () => {
    inbox();
    await userEvent.click(screen.getByLabelText('Select Ana'));
    await userEvent.click(screen.getByLabelText('Select Caro'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete the selected' }));
    expect(
      screen.getByRole('dialog', { name: 'Delete 2 applications and their photos for good?' }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(sent).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete the selected' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete the selected' }));
    const form = await sentForm();
    expect([form.getAll('id'), form.get('do'), form.get('confirm')]).toEqual([['1', '3'], 'erase', 'yes']);
  });

  it('asks about one row in the singular', async () => {
    inbox();
    await userEvent.click(screen.getByLabelText('Select Bea'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete the selected' }));
    expect(
      screen.getByRole('dialog', { name: 'Delete 1 application and its photos for good?' }),
    ).toBeVisible();
  });

  it('works as a plain form without the script: no "select all", a box to tick before deleting', () => {
    const html = servedStaffHtml(inbox());
    expect(html.querySelector('input[type="checkbox"][name="confirm"]')).not.toBeNull();
    expect(html.textContent).not.toContain('Select all on this page');
  });
});

describe('InboxList', () => {
  const message = (id: number, name: string): StaffInboxItem => ({
    kind: 'contact',
    id,
    status: 'new',
    language: 'es',
    name,
    email: 'luz@example.com',
    phone: '5512345678',
    created_at: '2026-12-02T18:00:00.000Z',
    message: 'Hola',
  });

  it.each([
    ['en', 'Select Luz', 'Delete the selected', 'Delete 1 message for good?'],
    ['es', 'Seleccionar a Luz', 'Eliminar los seleccionados', '¿Eliminar definitivamente 1 mensaje?'],
  ] as const)('asks in %s about one message in the singular', async (locale, select, erase, question) => {
    renderStaff(
      <InboxList
        t={staffTranslator(locale)}
        locale={locale}
        items={[message(1, 'Luz'), message(2, 'Sol')]}
        filter={{ kind: 'contact', page: 1 }}
        bulk={action}
      />,
      locale,
    );
    await userEvent.click(screen.getByLabelText(select));
    await userEvent.click(screen.getByRole('button', { name: erase }));
    expect(screen.getByRole('dialog', { name: question })).toBeVisible();
  });
});
