// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { TrashList } from '@/components/staff/trash-list';
import type { TrashItem } from '@/lib/api/staff-trash';
import { staffTranslator, type StaffLocale } from '@/lib/staff/locale';
import { stubDialogs } from '../../support/dialog-stub';
import { renderStaff } from '../../support/render-staff';

beforeAll(stubDialogs);

// A talent's picture in the trash is named by whose it is and its gallery: its row and the question before
// its deletion for good read as the picture, not as the talent (issue 61, item 4).

const item = (over: Partial<TrashItem>): TrashItem => ({
  kind: 'picture',
  id: 31,
  name: 'Valeria Test Ruiz',
  picture: '/media/staff/talents/9/book-1.jpg',
  gallery: 'book',
  deletedAt: '2026-12-02T18:00:00.000Z',
  by: 'admin@polanco.example',
  ...over,
});

function trash(locale: StaffLocale, items: TrashItem[]) {
  const action = () => Promise.resolve(null);
  renderStaff(
    <TrashList
      t={staffTranslator(locale)}
      locale={locale}
      items={items}
      actions={{ restore: action, purge: action }}
    />,
  );
}

describe('TrashList', () => {
  it('says which picture a row is, and asks about that picture before deleting it for good', async () => {
    trash('en', [item({ gallery: 'snap' }), item({ kind: 'talent', id: 9, gallery: null, picture: null })]);
    const [picture, talent] = screen.getAllByRole('listitem');
    expect(picture).toHaveTextContent('Picture of a talentValeria Test Ruiz (Snaps)');
    expect(talent).toHaveTextContent('TalentValeria Test Ruiz');
    await userEvent.click(within(picture!).getByRole('button', { name: 'Delete for good' }));
    expect(
      screen.getByRole('dialog', {
        name: 'Delete this picture of Valeria Test Ruiz (Snaps) for good? It cannot be undone.',
      }),
    ).toBeVisible();
  });

  it('asks about a talent as a talent, with its pictures, in Spanish too', async () => {
    trash('es', [item({ kind: 'talent', id: 9, gallery: null })]);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar definitivamente' }));
    expect(
      screen.getByRole('dialog', {
        name: '¿Eliminar definitivamente el talento Valeria Test Ruiz, con sus fotos? No se puede deshacer.',
      }),
    ).toBeVisible();
  });

  it('names a book picture in Spanish by its gallery', () => {
    trash('es', [item({})]);
    expect(screen.getByRole('listitem')).toHaveTextContent('Valeria Test Ruiz (Book)');
  });
});
