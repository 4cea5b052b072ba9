// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApplicationForm } from '@/components/application/application-form.client';
import { LeafletMap } from '@/components/contact/leaflet-map.client';
import { QueryProvider } from '@/components/layout/query-provider.client';
import es from '@/messages/es.json';
import { renderWithMessages } from '@/tests/support/render-with-messages';

const t = es.Application;
const skills = Array.from({ length: 7 }, (_, i) => ({ id: i + 1, name: `Skill ${i + 1}` }));
const countries = [
  { id: 1, name: 'México' },
  { id: 2, name: 'Colombia' },
];

// The consent box renders whenever the whole form does: its count says how often that happened.
const consentRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/components/application/consent-field', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/components/application/consent-field')>();
  return {
    ConsentField: (props: Parameters<typeof actual.ConsentField>[0]) => {
      consentRenders.count += 1;
      return <actual.ConsentField {...props} />;
    },
  };
});

describe('LeafletMap', () => {
  it('renders the map with a marker from a bundled icon, titled for assistive technology', async () => {
    const { container } = render(
      <LeafletMap
        lat={19.4326}
        lng={-99.1942}
        zoom={15}
        markerLabel="Polanco Models"
        address="Masaryk 111"
      />,
    );
    expect(container.querySelector('.leaflet-container')).not.toBeNull();
    const marker = await waitFor(() => {
      const icon = container.querySelector<HTMLImageElement>('img.leaflet-marker-icon');
      if (!icon) throw new Error('no marker yet');
      return icon;
    });
    expect(marker).toHaveAttribute('title', 'Polanco Models');
    expect(marker).toHaveAttribute('alt', 'Polanco Models');
    expect(marker.getAttribute('src')).not.toMatch(/^https?:\/\/(?!localhost)/);
    expect(marker.getAttribute('src')).toMatch(/marker-icon/);
  });
});

describe('ApplicationForm', () => {
  const renderForm = () =>
    renderWithMessages(
      <QueryProvider>
        <ApplicationForm
          countries={countries}
          skills={skills}
          privacyHref="/privacy/privacy-notice-es.pdf"
          plain={{ action: '/api/get-scouted?lang=es', locale: 'es', token: 'token', started: '0' }}
        />
      </QueryProvider>,
      { locale: 'es', namespaces: ['Application', 'Forms', 'PlainForm'] },
    );

  it('renders its fields once as it mounts, though react-hook-form renders the form’s holder again', () => {
    const before = consentRenders.count;
    renderForm();
    expect(screen.getByRole('checkbox', { name: new RegExp(t.accept.slice(0, 20)) })).toBeInTheDocument();
    expect(consentRenders.count - before).toBe(1);
  });

  it('reloads the cities of the chosen country and clears the chosen city', async () => {
    const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>((url) =>
      Promise.resolve(
        Response.json({
          data: {
            cities: url.includes('country=1')
              ? [{ id: 10, name: 'Guadalajara' }]
              : [{ id: 20, name: 'Bogotá' }],
          },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderForm();
    const city = screen.getByLabelText(new RegExp(`^${t.city}`));
    expect(city).toBeDisabled();
    await user.selectOptions(screen.getByLabelText(new RegExp(`^${t.country}`)), '1');
    expect(await within(city).findByRole('option', { name: 'Guadalajara' })).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/attributes?locale=es&country=1');
    expect(fetchMock.mock.calls[0]?.[1]?.signal).toBeInstanceOf(AbortSignal);
    await user.selectOptions(city, '10');
    await user.selectOptions(screen.getByLabelText(new RegExp(`^${t.country}`)), '2');
    expect(await within(city).findByRole('option', { name: 'Bogotá' })).toBeInTheDocument();
    expect(within(city).queryByRole('option', { name: 'Guadalajara' })).toBeNull();
    expect(city).toHaveValue('');
  });

  it('shows at most five chosen skills, then an ellipsis', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: t.skillsButton }));
    for (const skill of skills.slice(0, 5)) await user.click(screen.getByLabelText(skill.name));
    expect(screen.getByTestId('skills-summary')).toHaveTextContent(
      /^Skill 1, Skill 2, Skill 3, Skill 4, Skill 5$/,
    );
    await user.click(screen.getByLabelText('Skill 6'));
    expect(screen.getByTestId('skills-summary')).toHaveTextContent(
      /^Skill 1, Skill 2, Skill 3, Skill 4, Skill 5, …$/,
    );
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: t.skillsButton })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the video link as it is typed, rendering the form again neither per keystroke nor on leaving', async () => {
    const user = userEvent.setup();
    renderForm();
    const field = screen.getByLabelText(new RegExp(`^${t.video.replace(/[()]/g, '\\$&')}`));
    await user.click(field);
    const rendersBefore = consentRenders.count;
    await user.type(field, 'https://www.youtube.com/watch?v=a-rather-long-video-id', { skipClick: true });
    await user.tab();
    expect(screen.getByTestId('video-name')).toHaveTextContent(/^Enlace: https:\/\/www\.youtube\.…$/);
    expect(consentRenders.count).toBe(rendersBefore);
  });

  it('clears the error of a field as soon as the visitor corrects it after a refused send', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: es.Forms.send }));
    const name = screen.getByLabelText(new RegExp(`^${t.name}`));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await user.type(name, 'Ana López');
    await waitFor(() => expect(name).not.toHaveAttribute('aria-invalid'));
    expect(screen.getByLabelText(new RegExp(`^${t.email}`))).toHaveAttribute('aria-invalid', 'true');
  });

  it('shortens a long photo name and blocks sending with every required field marked', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }),
    );
    const user = userEvent.setup();
    renderForm();
    const file = new File([new Uint8Array([0x89, 0x50])], 'my-very-long-holiday-portrait-2026.png', {
      type: 'image/png',
    });
    await user.upload(screen.getByLabelText(/^Foto 1/), file);
    expect(screen.getByTestId('photo-name-image_1')).toHaveTextContent('my-very-long-holiday….png');
    expect(screen.getByAltText('Vista previa de la foto 1')).toHaveAttribute('src', 'blob:preview');
    await user.click(screen.getByRole('button', { name: es.Forms.send }));
    for (const label of [
      t.name,
      t.gender,
      t.birthdate,
      t.height,
      t.nationality,
      t.email,
      t.phone,
      t.instagram,
    ]) {
      expect(screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`))).toHaveAttribute(
        'aria-invalid',
        'true',
      );
    }
    expect(screen.getByLabelText(/^Foto 1/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(/^Foto 2/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('checkbox', { name: new RegExp(t.accept.slice(0, 20)) })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
