import { describe, expect, it } from 'vitest';
import { postFormLabels, postFormValues, postLanguageOptions } from '@/components/staff/post-editor-props';
import { PostForm } from '@/components/staff/post-form.client';
import { SocialForm, type SocialFormLabels } from '@/components/staff/social-form.client';
import {
  talentFormLabels,
  talentFormOptions,
  talentFormValues,
} from '@/components/staff/talent-editor-props';
import { TalentForm } from '@/components/staff/talent-form.client';
import type { StaffTalent } from '@/lib/api/staff-talents';
import { staffTranslator } from '@/lib/staff/locale';
import type { SaveAction } from '@/lib/staff/save-state';
import { servedHtml } from '../../support/served-html';

// The editors as the server sends them, before their script runs: every field already shows what is
// stored. react-hook-form fills a registered control only once hydrated, so the staff saw an empty editor
// on a slow phone (and a test read an empty field).

const t = staffTranslator('en');
// Only the server's HTML is read here: nothing is saved.
const noSave: SaveAction = () => Promise.reject(new Error('not sent'));

/** Expects each field of the served HTML, by its id, to show its value. */
function expectFieldsShow(root: HTMLElement, values: Record<string, string>) {
  for (const [id, value] of Object.entries(values)) {
    const field = root.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(`#${id}`);
    expect(field?.value, id).toBe(value);
  }
}

describe('the staff editors’ server HTML', () => {
  it('shows a talent’s stored fields and its tags', () => {
    const talent = {
      id: 7,
      category: 'talents',
      name: 'Ana Torres',
      birthdate: '2001-04-09',
      height: `175/5'9"`,
      bust: '86',
      waist: '62',
      hips: '90',
      shoes: '38',
      jeans: '27',
      shirt: 'S',
      eyes: 'Green',
      hair: 'Black',
      tags: [2],
      instagram: 'https://www.instagram.com/ana',
      tiktok: null,
      about: 'Actriz y modelo.',
      hidden: true,
      cover: null,
      pictures: [],
      videos: [],
      version: 3,
      updatedAt: '2026-12-01T17:00:00.000Z',
      updatedBy: 'Ana Staff',
    } satisfies StaffTalent;
    const root = servedHtml(
      <TalentForm
        save={noSave}
        values={talentFormValues(talent)}
        options={talentFormOptions(t, 'en', [
          { id: 1, name: 'Runway' },
          { id: 2, name: 'Editorial' },
        ])}
        labels={talentFormLabels(t, false)}
      />,
    );
    expectFieldsShow(root, {
      'talent-category': 'talents',
      'talent-name': 'Ana Torres',
      'talent-birthdate': '2001-04-09',
      'talent-height': `175/5'9"`,
      'talent-waist': '62',
      'talent-eyes': 'Green',
      'talent-hair': 'Black',
      'talent-instagram': 'https://www.instagram.com/ana',
      'talent-tiktok': '',
      'talent-about': 'Actriz y modelo.',
    });
    const checked = [...root.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')]
      .filter((box) => box.checked)
      .map((box) => box.value);
    // Whether the public sees the talent is the editor's Publish button, not a box of this form.
    expect(checked).toEqual(['2']);
  });

  it('shows a post’s fields and language', () => {
    const root = servedHtml(
      <PostForm
        save={noSave}
        values={postFormValues({
          id: 3,
          language: 'pt',
          title: 'Semana de moda',
          slug: 'semana-de-moda',
          description: 'O desfile.',
          content: '<p>Texto.</p>',
          hidden: false,
          date: '2026-11-20',
          cover: null,
          thumbnail: null,
        })}
        languages={postLanguageOptions(t)}
        labels={postFormLabels(t, false)}
      />,
    );
    expectFieldsShow(root, {
      'post-language': 'pt',
      'post-title': 'Semana de moda',
      'post-slug': 'semana-de-moda',
      'post-description': 'O desfile.',
      'post-date': '2026-11-20',
    });
  });

  it('shows the agency’s social links', () => {
    const links = {
      facebook: 'https://www.facebook.com/polanco',
      instagram: 'https://www.instagram.com/polanco',
      tiktok: 'https://www.tiktok.com/@polanco',
    };
    const words = (prefix: string) => new Proxy({}, { get: (_, key) => `${prefix}.${String(key)}` });
    const labels = {
      fields: { facebook: 'Facebook', instagram: 'Instagram', tiktok: 'TikTok' },
      hint: 'hint',
      errors: words('error') as Record<string, string>,
      submit: 'Save',
      saving: 'Saving',
      saved: 'Saved',
      failed: 'Failed',
      fixFields: 'Fix',
      sessionEnded: 'Session ended',
      signIn: 'Sign in',
      gone: 'Gone',
      unsaved: { question: 'Leave?', confirm: 'Leave', cancel: 'Stay' },
      stale: {
        changed: '{name} at {time}',
        someone: 'Someone',
        kept: 'Kept',
        load: 'Load',
        saveOver: 'Over',
      },
    } satisfies SocialFormLabels;
    const root = servedHtml(<SocialForm save={noSave} values={links} version={1} labels={labels} />);
    expectFieldsShow(
      root,
      Object.fromEntries(Object.entries(links).map(([network, link]) => [`social-${network}`, link])),
    );
  });
});
