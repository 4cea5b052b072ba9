// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { talentFormOptions, talentFormValues } from '@/components/staff/talent-editor-props';
import { TalentForm } from '@/components/staff/talent-form.client';
import { staffTranslator } from '@/lib/staff/locale';
import type { SaveAction } from '@/lib/staff/save-state';
import { routerMock } from '../../support/next-navigation-mock';
import { renderStaff, servedStaffHtml } from '../../support/render-staff';

const t = staffTranslator('en');
const saveMock = vi.fn<SaveAction>();

function form(createdPath?: string) {
  return (
    <TalentForm
      save={saveMock}
      createdPath={createdPath}
      values={talentFormValues(null)}
      options={talentFormOptions(t, 'en', [
        { id: 1, name: 'Runway' },
        { id: 2, name: 'Editorial' },
      ])}
    />
  );
}

function renderForm(createdPath?: string) {
  renderStaff(form(createdPath));
}

beforeEach(() => {
  saveMock.mockReset();
  routerMock.push.mockReset();
});

describe('TalentForm', () => {
  it('sends nothing before its script runs: the save button is disabled in the server HTML', () => {
    // Else a click before hydration sends the form as a plain GET: its fields in the address, nothing saved.
    const served = servedStaffHtml(form('/staff/talents'));
    expect(served.querySelector('button[type="submit"]')).toBeDisabled();
    renderForm('/staff/talents');
    expect(screen.getByRole('button', { name: t('talent.create') })).toBeEnabled();
  });

  it('refuses in the browser what the backend would, with the words of each refusal, and sends nothing', async () => {
    renderForm('/staff/talents');
    await userEvent.type(screen.getByLabelText(t('talent.fields.instagram')), 'instagram.com/ana');
    await userEvent.click(screen.getByRole('button', { name: t('talent.create') }));
    expect(await screen.findByText(t('talent.errors.link'))).toBeInTheDocument();
    expect(screen.getByText(t('talent.errors.required'))).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(saveMock).not.toHaveBeenCalled();
  });

  it('sends the talent as the schema reads it, and opens the new one for its pictures', async () => {
    saveMock.mockResolvedValue({ outcome: 'saved', id: 77 });
    renderForm('/staff/talents');
    await userEvent.type(screen.getByLabelText(/^Name/), 'Ana Lima');
    await userEvent.selectOptions(screen.getByLabelText(t('talent.fields.hair')), 'Blonde');
    await userEvent.click(screen.getByLabelText('Editorial'));
    await userEvent.click(screen.getByRole('button', { name: t('talent.create') }));
    await vi.waitFor(() => expect(routerMock.push).toHaveBeenCalledWith('/staff/talents/77'));
    expect(saveMock.mock.calls[0]![0]).toMatchObject({
      category: 'models',
      name: 'Ana Lima',
      hair: 'Blonde',
      eyes: null,
      height: null,
      tags: [2],
    });
  });

  it("puts the backend's refusals on their fields", async () => {
    saveMock.mockResolvedValue({ outcome: 'refused', errors: { tags: ['unknown'] } });
    renderForm();
    await userEvent.type(screen.getByLabelText(/^Name/), 'Ana Lima');
    await userEvent.click(screen.getByRole('button', { name: t('talent.save') }));
    expect(await screen.findByText(t('talent.fixFields'))).toBeInTheDocument();
    expect(screen.getByRole('group', { name: t('talent.fields.tags') })).toHaveAccessibleDescription(
      t('talent.errors.unknown'),
    );
    expect(routerMock.push).not.toHaveBeenCalled();
  });

  it('offers the roster’s heights, from 140 cm, not a height no one on the roster has', () => {
    renderForm('/staff/talents');
    const heights = within(screen.getByLabelText(t('talent.fields.height'))).getAllByRole('option');
    expect(heights[0]).toHaveTextContent(t('talent.none'));
    expect(heights[1]).toHaveTextContent(/^140 cm/);
    expect(heights.at(-1)).toHaveTextContent(/^210 cm/);
    expect(heights.map((option) => option.textContent)).not.toContainEqual(expect.stringMatching(/^49 cm/));
  });

  it('shows a stored height off the list as it is, and its save asks for one of the list', async () => {
    const old = `49/1'7"`;
    renderStaff(
      <TalentForm
        save={saveMock}
        values={{ ...talentFormValues(null), name: 'Ana Lima', height: old }}
        options={talentFormOptions(t, 'en', [], old)}
      />,
    );
    expect(screen.getByLabelText(t('talent.fields.height'))).toHaveValue(old);
    await userEvent.click(screen.getByRole('button', { name: t('talent.save') }));
    expect(await screen.findByText('Choose a height from the list (140 to 210 cm).')).toBeInTheDocument();
    expect(saveMock).not.toHaveBeenCalled();
  });

  it('says a talent deleted meanwhile is gone, and keeps the page', async () => {
    saveMock.mockResolvedValue({ outcome: 'gone' });
    renderForm();
    await userEvent.type(screen.getByLabelText(/^Name/), 'Ana Lima');
    await userEvent.click(screen.getByRole('button', { name: t('talent.save') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t('forms.refused.gone'));
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ana Lima');
    expect(routerMock.push).not.toHaveBeenCalled();
  });

  it('says so when the back end does not answer', async () => {
    saveMock.mockRejectedValue(new TypeError('network'));
    renderForm();
    await userEvent.type(screen.getByLabelText(/^Name/), 'Ana Lima');
    await userEvent.click(screen.getByRole('button', { name: t('talent.save') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t('talent.failed'));
  });
});
