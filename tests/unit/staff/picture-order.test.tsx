import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pictureOrderLabels } from '@/components/staff/picture-order-labels';
import { PictureOrder, sendOrder } from '@/components/staff/picture-order.client';
import { staffTranslator } from '@/lib/staff/locale';
import type { SaveAction } from '@/lib/staff/save-state';
import { servedHtml } from '../../support/served-html';

const t = staffTranslator('en');

const labels = pictureOrderLabels(t, 'Book', 'pictures');

const list = (
  <PictureOrder
    name="book"
    remove={() => Promise.resolve(null)}
    pictures={[
      { id: 1, url: '/media/a.jpg', removeFields: { id: 9, picture: 1 } },
      { id: 2, url: '/media/b.jpg', removeFields: { id: 9, picture: 2 } },
    ]}
    order={{ save: vi.fn<SaveAction>(), fields: { gallery: 'book' } }}
    labels={labels}
  />
);

describe('PictureOrder', () => {
  it('offers its move handles only once its script runs; the remove buttons work without it', () => {
    const served = servedHtml(list);
    const handles = served.querySelectorAll('button[type="button"]');
    expect(handles).toHaveLength(2);
    for (const handle of handles) expect(handle).toBeDisabled();
    for (const remove of served.querySelectorAll('button[type="submit"]')) expect(remove).toBeEnabled();

    render(list);
    const move = labels.moveHandle.replace('{n}', '1').replace('{gallery}', 'Book');
    expect(screen.getByRole('button', { name: move })).toBeEnabled();
  });
});

describe('PictureOrder of slides', () => {
  it('shows each slide’s other picture and its text', () => {
    render(
      <PictureOrder
        name="slides"
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
        labels={pictureOrderLabels(t, 'Home', 'slides')}
      />,
    );
    expect(screen.getByRole('img', { name: t('slides.desktop') })).toHaveAttribute('src', '/media/desk.jpg');
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(screen.getByText('Ana on the beach')).toBeInTheDocument();
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
