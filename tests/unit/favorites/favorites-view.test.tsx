// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FavoritesView } from '@/components/favorites/favorites-view.client';
import { FAVORITES_KEY, toFavorite, type Favorite } from '@/lib/favorites/favorite';
import { MAX_SELECTION } from '@/lib/forms/form-values';
import en from '@/messages/en.json';
import { mockFetchOnFakeTimers } from '../../support/fetch-mock';
import { anaCard } from '../../support/talent-card';

const favorite = (id: number, name: string, category: 'models' | 'talents' = 'models'): Favorite =>
  toFavorite({ ...anaCard, id, name, slug: name.toLowerCase().replace(/ /g, '-') }, category);

const ana = favorite(12, 'Ana Torres');
const beto = favorite(7, 'Beto Ruiz', 'talents');
const carla = favorite(30, 'Carla Paz');

function store(...favorites: Favorite[]) {
  window.localStorage.setItem(
    FAVORITES_KEY,
    JSON.stringify(Object.fromEntries(favorites.map((f) => [f.id, f]))),
  );
}
const stored = () => Object.keys(JSON.parse(window.localStorage.getItem(FAVORITES_KEY) ?? '{}') as object);

function renderView() {
  const { Common, Roster, Favorite, Favorites, Forms, ShareSelection } = en;
  return render(
    <NextIntlClientProvider
      locale="en"
      messages={{ Common, Roster, Favorite, Favorites, Forms, ShareSelection }}
    >
      <h1 id="favorites-heading" tabIndex={-1}>
        Favorites
      </h1>
      <FavoritesView headingId="favorites-heading" empty={<p>Nothing chosen</p>} />
    </NextIntlClientProvider>,
  );
}

const remove = (name: string) => screen.getByRole('button', { name: `Remove ${name} from favorites` });

describe('FavoritesView', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the empty state when nothing is chosen', () => {
    renderView();
    expect(screen.getByText('Nothing chosen')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('shows each chosen talent as a card in name order, linking to its profile, with the request form', () => {
    store(carla, beto, ana);
    renderView();
    const list = screen.getByRole('list', { name: en.Favorites.listLabel });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Ana Torres',
      'Beto Ruiz',
      'Carla Paz',
    ]);
    expect(within(cards[1]!).getByRole('link', { name: 'Beto Ruiz' })).toHaveAttribute(
      'href',
      '/en/talents/7/beto-ruiz',
    );
    expect(within(cards[0]!).getByText('24 years')).toBeInTheDocument();
    expect(screen.getByText('3 talents chosen')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: en.Favorites.requestTitle })).toBeInTheDocument();
  });

  it('shows a cover stored with the back end’s internal address from the site’s own path', () => {
    store({ ...ana, coverUrl: 'http://127.0.0.1:4310/media/talents/12/cover.jpg' });
    renderView();
    // The cover is decorative (alt ""): the card's heading names the talent.
    const cover = screen.getByTestId('favorite-card').querySelector('img');
    expect(decodeURIComponent(cover?.getAttribute('src') ?? '')).toContain('url=/media/talents/12/cover.jpg');
    expect(cover?.outerHTML).not.toContain('127.0.0.1');
  });

  it('removes a card, announces it and moves focus to the next Remove, then to the heading', async () => {
    const user = userEvent.setup();
    store(ana, beto);
    renderView();
    await user.click(remove('Ana Torres'));
    expect(screen.queryByText('Ana Torres')).toBeNull();
    expect(stored()).toEqual(['7']);
    expect(screen.getByText('Ana Torres was removed from your favorites.')).toHaveAttribute('role', 'status');
    expect(remove('Beto Ruiz')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(stored()).toEqual([]);
    expect(screen.getByText('Nothing chosen')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Favorites' })).toHaveFocus();
    expect(screen.getByText('Beto Ruiz was removed from your favorites.')).toHaveAttribute('role', 'status');
  });

  it('follows a change made in another tab', () => {
    store(ana);
    renderView();
    act(() => {
      store(ana, beto);
      window.dispatchEvent(new StorageEvent('storage', { key: FAVORITES_KEY }));
    });
    expect(screen.getByRole('link', { name: 'Beto Ruiz' })).toBeInTheDocument();
  });
});

describe('SelectionForm on the favorites page', () => {
  const fetchMock = mockFetchOnFakeTimers();
  beforeEach(() => window.localStorage.clear());

  async function fill(user: ReturnType<typeof userEvent.setup>, { email = 'ana@example.com' } = {}) {
    await user.type(screen.getByLabelText(/^Name/), 'Casting Co');
    if (email) await user.type(screen.getByLabelText(/^Email/), email);
    await user.type(screen.getByLabelText(/^Phone/), '5512345678');
  }

  it('sends the ids only; after sending, clears the fields, keeps the favorites and says so', async () => {
    fetchMock.mockResolvedValue(Response.json({ data: { id: 1 } }, { status: 201 }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    store(ana, beto);
    renderView();
    await fill(user);
    await user.click(screen.getByRole('button', { name: en.Forms.send }));
    expect(await screen.findByRole('button', { name: en.Forms.sent })).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/selection');
    const body = init.body as FormData;
    expect(body.getAll('talent')).toEqual(['12', '7']);
    expect(body.get('note')).toBe('');
    expect([...body.keys()]).not.toContain('talents');
    expect(JSON.stringify([...body.values()])).not.toContain('Ana Torres');
    expect(screen.getByText(en.Favorites.sentAnnouncement)).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(2600);
    });
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    expect(screen.getByTestId('selection-sent')).toHaveTextContent(en.Favorites.sentNote);
    expect(stored()).toEqual(['7', '12']);
    expect(screen.getAllByTestId('favorite-card')).toHaveLength(2);
  });

  it('marks a missing e-mail and sends nothing', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    store(ana);
    renderView();
    await fill(user, { email: '' });
    await user.click(screen.getByRole('button', { name: en.Forms.send }));
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(en.Forms.errors.required);
    expect(screen.getByLabelText(/^Message/)).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('explains a refused talent, keeps every field, and retries with the same key', async () => {
    fetchMock
      .mockResolvedValueOnce(
        Response.json({ message: 'x', errors: { talents: ['invalidOption'] } }, { status: 400 }),
      )
      .mockResolvedValueOnce(Response.json({ data: { id: 2 } }, { status: 201 }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    store(ana);
    renderView();
    await fill(user);
    await user.type(screen.getByLabelText(/^Message/), 'June');
    await user.click(screen.getByRole('button', { name: en.Forms.send }));
    expect(await screen.findByText(en.Favorites.unknownTalents)).toBeInTheDocument();
    expect(screen.getByText(en.Forms.failure.rejected)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Message/)).toHaveValue('June');
    await user.click(screen.getByRole('button', { name: en.Forms.retry }));
    expect(await screen.findByRole('button', { name: en.Forms.sent })).toBeInTheDocument();
    const keys = fetchMock.mock.calls.map(([, init]) =>
      new Headers((init as RequestInit).headers).get('idempotency-key'),
    );
    expect(keys[0]).toBe(keys[1]);
  });

  it(`refuses to send more than ${MAX_SELECTION} talents and says how many to remove`, async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    store(...Array.from({ length: MAX_SELECTION + 2 }, (_, i) => favorite(i + 1, `Talent ${i + 1}`)));
    renderView();
    const warning = screen.getByText(
      `You can send up to ${MAX_SELECTION} talents at a time and you have ${MAX_SELECTION + 2}.`,
      {
        exact: false,
      },
    );
    await fill(user);
    await user.click(screen.getByRole('button', { name: en.Forms.send }));
    expect(warning).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
