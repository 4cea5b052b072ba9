// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { postFormValues } from '@/components/staff/post-editor-props';
import { PostForm } from '@/components/staff/post-form.client';
import { PublishBar } from '@/components/staff/publish-bar';
import { talentFormOptions, talentFormValues } from '@/components/staff/talent-editor-props';
import { TalentForm } from '@/components/staff/talent-form.client';
import { staffTranslator } from '@/lib/staff/locale';
import type { SaveAction } from '@/lib/staff/save-state';
import { renderStaff } from '../../support/render-staff';

// What a save and the publishing bar say is what is true: a draft is on no public page after its save, a
// published record is within seconds; a talent is on the roster, a post on the news list (issue 61, item 7).

const en = staffTranslator('en');
const saveMock = vi.fn<SaveAction>();

beforeEach(() => saveMock.mockReset());

async function savedTalent(published: boolean) {
  saveMock.mockResolvedValue({ outcome: 'saved', id: 5, version: 2 });
  renderStaff(
    <TalentForm
      save={saveMock}
      values={{ ...talentFormValues(null), name: 'Ana Lima' }}
      options={talentFormOptions(en, 'en', [])}
      published={published}
    />,
  );
  await userEvent.click(screen.getByRole('button', { name: en('talent.save') }));
  return screen.findByText(/^Saved\./);
}

describe('a save’s notice', () => {
  it('says a draft talent stays off the public site', async () => {
    const notice = await savedTalent(false);
    expect(notice).toHaveTextContent(
      'Saved. It is still a draft: no public page shows it until it is published.',
    );
  });

  it('says a published talent’s edit is on its public pages within seconds', async () => {
    const notice = await savedTalent(true);
    expect(notice).toHaveTextContent('Saved. The roster and the profile show it within seconds.');
  });

  it.each([
    ['en', false, 'Saved. It is still a draft: no public page shows it until it is published.'],
    ['en', true, 'Saved. The news list and the post’s page show it within seconds.'],
    ['es', true, 'Guardada. La lista de noticias y la página de la noticia la muestran en segundos.'],
  ] as const)(
    'speaks in %s of a post’s own pages (published: %s), and of no roster',
    async (locale, published, said) => {
      saveMock.mockResolvedValue({ outcome: 'saved', id: 3, version: 2 });
      const values = { ...postFormValues(null), title: 'Semana', slug: 'semana', description: 'Desfile.' };
      renderStaff(<PostForm save={saveMock} values={values} published={published} />, locale);
      await userEvent.click(screen.getByRole('button', { name: staffTranslator(locale)('post.save') }));
      expect(await screen.findByRole('status')).toHaveTextContent(said);
    },
  );
});

describe('PublishBar', () => {
  const bar = (kind: 'talent' | 'post', hidden: boolean) =>
    renderStaff(
      <PublishBar
        t={en}
        kind={kind}
        hidden={hidden}
        action={() => Promise.resolve(null)}
        id={1}
        preview="/preview"
        site="/site"
      />,
    ).container;

  it('tells where a draft post is not, without a roster', () => {
    const text = bar('post', true).textContent;
    expect(text).toContain('Draft: on no public page, news list or sitemap until it is published.');
    expect(text).not.toMatch(/roster/i);
  });

  it('tells where a published talent and a published post are', () => {
    expect(bar('talent', false)).toHaveTextContent('Published: on the roster and its own profile page.');
    expect(bar('post', false)).toHaveTextContent('Published: on the news list and its own page.');
  });
});
