import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { postFormLabels } from '@/components/staff/post-editor-props';
import { PublishBar } from '@/components/staff/publish-bar';
import {
  talentFormLabels,
  talentFormOptions,
  talentFormValues,
} from '@/components/staff/talent-editor-props';
import { TalentForm } from '@/components/staff/talent-form.client';
import { staffTranslator } from '@/lib/staff/locale';
import type { SaveAction } from '@/lib/staff/save-state';

// What a save and the publishing bar say is what is true: a draft is on no public page after its save, a
// published record is within seconds; a talent is on the roster, a post on the news list (issue 61, item 7).

const en = staffTranslator('en');
const es = staffTranslator('es');
const saveMock = vi.fn<SaveAction>();

beforeEach(() => saveMock.mockReset());

async function savedTalent(published: boolean) {
  saveMock.mockResolvedValue({ outcome: 'saved', id: 5, version: 2 });
  render(
    <TalentForm
      save={saveMock}
      values={{ ...talentFormValues(null), name: 'Ana Lima' }}
      options={talentFormOptions(en, 'en', [])}
      labels={talentFormLabels(en, false, published)}
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

  it('speaks of a post’s own pages, and of no roster', () => {
    expect(postFormLabels(en, false, false).saved).toBe(
      'Saved. It is still a draft: no public page shows it until it is published.',
    );
    expect(postFormLabels(en, false, true).saved).toBe(
      'Saved. The news list and the post’s page show it within seconds.',
    );
    expect(postFormLabels(es, false, true).saved).toBe(
      'Guardada. La lista de noticias y la página de la noticia la muestran en segundos.',
    );
  });
});

describe('PublishBar', () => {
  const bar = (kind: 'talent' | 'post', hidden: boolean) =>
    render(
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
