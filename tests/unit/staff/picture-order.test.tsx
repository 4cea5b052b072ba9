import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pictureOrderLabels } from '@/components/staff/picture-order-labels';
import { PictureOrder } from '@/components/staff/picture-order.client';
import { staffTranslator } from '@/lib/staff/locale';
import { servedHtml } from '../../support/served-html';

const t = staffTranslator('en');

const labels = pictureOrderLabels(t, 'Book', 'pictures');

const list = (
  <PictureOrder
    name="book"
    pictures={[
      { id: 1, url: '/media/a.jpg', removeAction: '/staff/api/talents/9/pictures/1/delete' },
      { id: 2, url: '/media/b.jpg', removeAction: '/staff/api/talents/9/pictures/2/delete' },
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
