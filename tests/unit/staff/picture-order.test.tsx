// @vitest-environment jsdom
import type { ComponentProps } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PictureOrder, sendOrder } from '@/components/staff/picture-order.client';
import { staffTranslator } from '@/lib/staff/locale';
import type { SaveAction } from '@/lib/staff/save-state';
import { renderStaff, servedStaffHtml } from '../../support/render-staff';

const t = staffTranslator('en');

/** A talent's Book of `pictures`, as the talent editor orders it. */
const book = (pictures: ComponentProps<typeof PictureOrder>['pictures']) => (
  <PictureOrder
    name="book"
    of="pictures"
    gallery="Book"
    empty={t('talent.noPictures')}
    remove={() => Promise.resolve(null)}
    pictures={pictures}
    order={{ save: vi.fn<SaveAction>(), fields: { gallery: 'book' } }}
  />
);

const list = book([
  { id: 1, url: '/media/a.jpg', removeFields: { id: 9, picture: 1 } },
  { id: 2, url: '/media/b.jpg', removeFields: { id: 9, picture: 2 } },
]);

describe('PictureOrder', () => {
  it('offers its move handles only once its script runs; the remove buttons work without it', () => {
    const served = servedStaffHtml(list);
    const handles = served.querySelectorAll('button[type="button"]');
    expect(handles).toHaveLength(2);
    for (const handle of handles) expect(handle).toBeDisabled();
    for (const remove of served.querySelectorAll('button[type="submit"]')) {
      expect(remove).toBeEnabled();
      // Its words are the trash's: the picture is moved there, not deleted for good.
      expect(remove).toHaveTextContent(t('forms.trash'));
    }

    renderStaff(list);
    const move = t('talent.moveHandle', { n: 1, gallery: 'Book' });
    expect(screen.getByRole('button', { name: move })).toBeEnabled();
    expect(screen.getByRole('img', { name: t('talent.picture', { n: 2, gallery: 'Book' }) })).toBeVisible();
  });

  it('says so when it has no pictures', () => {
    renderStaff(book([]));
    expect(screen.getByText(t('talent.noPictures'))).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('PictureOrder of slides', () => {
  it('shows each slide’s other picture and its text, in the slides’ words', () => {
    renderStaff(
      <PictureOrder
        name="slides"
        of="slides"
        gallery="Home page"
        empty={t('slides.none')}
        remove={() => Promise.resolve(null)}
        pictures={[
          {
            id: 3,
            url: '/media/phone.jpg',
            removeFields: { id: 3 },
            also: [{ url: '/media/desk.jpg', alt: t('slides.desktop') }],
            caption: 'Ana on the beach',
          },
        ]}
        order={{ save: vi.fn<SaveAction>(), fields: { type: 'slides' } }}
      />,
    );
    expect(screen.getByRole('img', { name: t('slides.desktop') })).toHaveAttribute('src', '/media/desk.jpg');
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(screen.getByText('Ana on the beach')).toBeInTheDocument();
    const remove = t('slides.removeSlide', { n: 1, gallery: 'Home page' });
    expect(screen.getByRole('button', { name: remove })).toBeInTheDocument();
  });
});

describe('sendOrder', () => {
  it('sends the whole order, and tells a session that ended from a failure', async () => {
    const save = vi.fn<SaveAction>();
    const order = { save, fields: { gallery: 'book' } };
    const pictures = [
      { id: 2, url: '/media/b.jpg', removeFields: {} },
      { id: 1, url: '/media/a.jpg', removeFields: {} },
    ];
    save.mockResolvedValueOnce({ outcome: 'saved' });
    expect(await sendOrder(order, pictures)).toBe('saved');
    expect(save.mock.calls[0]![0]).toEqual({
      gallery: 'book',
      order: [2, 1],
    });
    save.mockResolvedValueOnce({ outcome: 'session' });
    expect(await sendOrder(order, pictures)).toBe('session');
    save.mockResolvedValueOnce({ outcome: 'gone' });
    expect(await sendOrder(order, pictures)).toBe('failed');
    save.mockRejectedValueOnce(new TypeError('network'));
    expect(await sendOrder(order, pictures)).toBe('failed');
  });
});
