// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { postFormValues } from '@/components/staff/post-editor-props';
import { PostForm } from '@/components/staff/post-form.client';
import { SocialForm } from '@/components/staff/social-form.client';
import { talentFormOptions, talentFormValues } from '@/components/staff/talent-editor-props';
import { TalentForm } from '@/components/staff/talent-form.client';
import type { StaffTalent } from '@/lib/api/staff-talents';
import { staffTranslator } from '@/lib/staff/locale';
import type { SaveAction } from '@/lib/staff/save-state';
import { servedStaffHtml } from '../../support/render-staff';

// The editors as the server sends them, before their script runs: every field already shows what is
// stored. react-hook-form fills a registered control only once hydrated, so the staff saw an empty editor
// on a slow phone (and a test read an empty field).

const t = staffTranslator('en');
// Only the server's HTML is read here: nothing is saved.
const noSave: SaveAction = () => Promise.reject(new Error('not sent'));

const field = (root: HTMLElement, id: string) =>
  root.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(`#${id}`)!;

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
    const root = servedStaffHtml(
      <TalentForm
        save={noSave}
        values={talentFormValues(talent)}
        options={talentFormOptions(t, 'en', [
          { id: 1, name: 'Runway' },
          { id: 2, name: 'Editorial' },
        ])}
      />,
    );
    for (const [id, value] of [
      ['talent-category', 'talents'],
      ['talent-name', 'Ana Torres'],
      ['talent-birthdate', '2001-04-09'],
      ['talent-height', `175/5'9"`],
      ['talent-waist', '62'],
      ['talent-eyes', 'Green'],
      ['talent-hair', 'Black'],
      ['talent-instagram', 'https://www.instagram.com/ana'],
      ['talent-tiktok', ''],
      ['talent-about', 'Actriz y modelo.'],
    ])
      expect(field(root, id!).value, id).toBe(value);
    const checked = [...root.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')]
      .filter((box) => box.checked)
      .map((box) => box.value);
    // Whether the public sees the talent is the editor's Publish button, not a box of this form.
    expect(checked).toEqual(['2']);
  });

  it('shows a post’s fields and language', () => {
    const root = servedStaffHtml(
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
      />,
    );
    for (const [id, value] of [
      ['post-language', 'pt'],
      ['post-title', 'Semana de moda'],
      ['post-slug', 'semana-de-moda'],
      ['post-description', 'O desfile.'],
      ['post-date', '2026-11-20'],
    ])
      expect(field(root, id!).value, id).toBe(value);
  });

  it('shows the agency’s social links', () => {
    const links = {
      facebook: 'https://www.facebook.com/polanco',
      instagram: 'https://www.instagram.com/polanco',
      tiktok: 'https://www.tiktok.com/@polanco',
    };
    const root = servedStaffHtml(<SocialForm save={noSave} values={links} version={1} />);
    for (const [network, link] of Object.entries(links))
      expect(field(root, `social-${network}`).value).toBe(link);
  });
});
