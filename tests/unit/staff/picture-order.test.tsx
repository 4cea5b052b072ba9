import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pictureOrderLabels } from '@/components/staff/picture-order-labels';
import { PictureOrder, sendOrder } from '@/components/staff/picture-order.client';
import { staffTranslator } from '@/lib/staff/locale';
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
    order={{ action: '/staff/api/talents/9/pictures/order', fields: { gallery: 'book' } }}
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
        order={{ action: '/staff/api/slides/order', fields: { type: 'slides' } }}
        labels={pictureOrderLabels(t, 'Home', 'slides')}
      />,
    );
    expect(screen.getByRole('img', { name: t('slides.desktop') })).toHaveAttribute('src', '/media/desk.jpg');
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(screen.getByText('Ana on the beach')).toBeInTheDocument();
  });
});

describe('sendOrder', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the whole order, and tells a session that ended from a failure', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const order = { action: '/staff/api/talents/9/pictures/order', fields: { gallery: 'book' } };
    const pictures = [
      { id: 2, url: '/media/b.jpg', removeFields: {} },
      { id: 1, url: '/media/a.jpg', removeFields: {} },
    ];
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    expect(await sendOrder(order, pictures)).toBe('saved');
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toEqual({
      gallery: 'book',
      order: [2, 1],
    });
    fetchMock.mockResolvedValueOnce(Response.json({ code: 'session' }, { status: 401 }));
    expect(await sendOrder(order, pictures)).toBe('session');
    fetchMock.mockResolvedValueOnce(Response.json({}, { status: 502 }));
    expect(await sendOrder(order, pictures)).toBe('failed');
    fetchMock.mockRejectedValueOnce(new TypeError('network'));
    expect(await sendOrder(order, pictures)).toBe('failed');
  });
});
