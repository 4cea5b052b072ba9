// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { staffTranslator } from '@/lib/staff/locale';
import { SocialForm } from '@/components/staff/social-form.client';
import { staleMessage } from '@/components/staff/conflict-notice.client';
import { resetUnsavedGuards } from '@/components/staff/unsaved-guard.client';
import type { SaveAction } from '@/lib/staff/save-state';
import { navigationState } from '../../support/next-navigation-mock';
import { renderStaff } from '../../support/render-staff';
import { socialLinks as links, socialTranslator as t } from '../../support/social-form-fixture';

// Two people, one record (docs/staff.md): a save refused as stale keeps what was typed, says who saved
// since and when, and saves over it only when the member chooses to; each save sends the version it was
// made from, and the next one the version the last answered.

const saveMock = vi.fn<SaveAction>();
// 17:05 in UTC is 11:05 in Mexico City, the agency's clock.
const current = { version: 4, updatedAt: '2026-12-07T17:05:00.000Z', updatedBy: 'Bea Staff' };
const sent = (call: number) => saveMock.mock.calls[call]![0];

beforeEach(() => {
  saveMock.mockReset();
  navigationState.pathname = '/staff/links';
  resetUnsavedGuards();
});

describe('a stale save', () => {
  it('says who saved since and when, keeps the typed value, and saves over it from their version', async () => {
    saveMock.mockResolvedValueOnce({ outcome: 'stale', current });
    renderStaff(<SocialForm save={saveMock} values={links} version={3} />);
    const facebook = screen.getByLabelText(/^Facebook/);
    await userEvent.clear(facebook);
    await userEvent.type(facebook, 'https://www.facebook.com/mine');
    await userEvent.click(screen.getByRole('button', { name: t('social.save') }));

    expect(await screen.findByText(/changed the social links/)).toHaveTextContent(
      'Bea Staff changed the social links at 11:05, after you opened them. Nothing was saved: what you typed is still here.',
    );
    expect(sent(0)).toMatchObject({ facebook: 'https://www.facebook.com/mine', version: 3 });
    expect(facebook).toHaveValue('https://www.facebook.com/mine');
    expect(screen.queryByText(t('social.saved'))).not.toBeInTheDocument();
    // Loading theirs is going to this page again: the unsaved-changes guard asks first.
    expect(screen.getByRole('link', { name: t('forms.stale.load') })).toHaveAttribute('href', '/staff/links');

    saveMock.mockResolvedValueOnce({ outcome: 'saved', version: 5 });
    await userEvent.click(screen.getByRole('button', { name: t('forms.stale.saveOver') }));
    expect(await screen.findByText(t('social.saved'))).toBeInTheDocument();
    expect(sent(1)).toMatchObject({ facebook: 'https://www.facebook.com/mine', version: 4 });
    expect(screen.queryByText(/changed the social links/)).not.toBeInTheDocument();

    // Saving again from this tab is made from the version the last save stored.
    saveMock.mockResolvedValueOnce({ outcome: 'saved', version: 6 });
    await userEvent.type(facebook, '2');
    await userEvent.click(screen.getByRole('button', { name: t('social.save') }));
    await vi.waitFor(() => expect(saveMock).toHaveBeenCalledTimes(3));
    expect(sent(2)).toMatchObject({ facebook: 'https://www.facebook.com/mine2', version: 5 });
  });

  it('names someone when the last save names nobody, and says it in Spanish too', () => {
    expect(staleMessage(staffTranslator('es'), 'talent', { ...current, updatedBy: null })).toBe(
      'Alguien cambió este talento a las 11:05, después de que lo abriste.',
    );
    expect(staleMessage(t, 'post', current)).toBe(
      'Bea Staff changed this post at 11:05, after you opened it.',
    );
  });
});
