// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ContactForm } from '@/components/contact/contact-form.client';
import es from '@/messages/es.json';
import { mockFetchOnFakeTimers } from '@/tests/support/fetch-mock';
import { renderWithMessages } from '@/tests/support/render-with-messages';

const plain = { action: '/api/contact?lang=es', locale: 'es', token: 'token', started: '0' } as const;
const labels = es.Contact;
const forms = es.Forms;

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(new RegExp(`^${labels.name}`)), 'Ana');
  await user.type(screen.getByLabelText(new RegExp(`^${labels.email}`)), 'ana@example.com');
  await user.type(screen.getByLabelText(new RegExp(`^${labels.phone}`)), '5512345678');
  await user.type(screen.getByLabelText(new RegExp(`^${labels.message}`)), 'Hola');
}

describe('ContactForm', () => {
  const fetchMock = mockFetchOnFakeTimers();

  it('highlights every empty field with a described error and sends nothing', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithMessages(<ContactForm plain={plain} />, { locale: 'es', namespaces: ['Contact', 'Forms'] });
    await user.click(screen.getByRole('button', { name: forms.send }));
    // The checks load on first use, so the errors appear a moment after the press.
    for (const name of [labels.name, labels.email, labels.phone, labels.message]) {
      const field = screen.getByLabelText(new RegExp(`^${name}`));
      await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
      expect(field).toHaveAccessibleDescription(forms.errors.required);
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes sending → sent, then after 2500 ms clears every field and returns to idle', async () => {
    let answer: (response: Response) => void = () => {};
    const pending = new Promise<Response>((resolve) => (answer = resolve));
    fetchMock.mockReturnValue(pending);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithMessages(<ContactForm plain={plain} />, { locale: 'es', namespaces: ['Contact', 'Forms'] });
    await fill(user);
    await user.click(screen.getByRole('button', { name: forms.send }));
    expect(await screen.findByRole('button', { name: forms.sending })).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/contact');
    const body = init.body as FormData;
    expect(body.get('name')).toBe('Ana');
    expect(body.get('website')).toBe('');
    expect(body.get('locale')).toBe('es');
    expect(new Headers(init.headers).get('idempotency-key')).toMatch(/^[0-9a-f-]{32,36}$/);

    await act(async () => {
      answer(Response.json({ data: { id: 1 } }, { status: 201 }));
      await pending;
    });
    expect(await screen.findByRole('button', { name: forms.sent })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(forms.sentAnnouncement);
    await act(() => vi.advanceTimersByTimeAsync(2400));
    expect(screen.getByLabelText(new RegExp(`^${labels.name}`))).toHaveValue('Ana');
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(screen.getByRole('button', { name: forms.send })).toBeInTheDocument());
    expect(screen.getByLabelText(new RegExp(`^${labels.name}`))).toHaveValue('');
    expect(screen.getByLabelText(new RegExp(`^${labels.message}`))).toHaveValue('');
  });

  it('shows a localized error with Retry, keeps every field, and retries with the same key', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(Response.json({}, { status: 201 }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithMessages(<ContactForm plain={plain} />, { locale: 'es', namespaces: ['Contact', 'Forms'] });
    await fill(user);
    await user.click(screen.getByRole('button', { name: forms.send }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(forms.failure.unavailable);
    expect(screen.getByLabelText(new RegExp(`^${labels.email}`))).toHaveValue('ana@example.com');
    await user.click(screen.getByRole('button', { name: forms.retry }));
    expect(await screen.findByRole('button', { name: forms.sent })).toBeInTheDocument();
    const keys = fetchMock.mock.calls.map(([, init]) =>
      new Headers((init as RequestInit).headers).get('idempotency-key'),
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('marks the fields the route refused and says so', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ message: 'x', errors: { email: ['invalidEmail'] } }, { status: 400 }),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithMessages(<ContactForm plain={plain} />, { locale: 'es', namespaces: ['Contact', 'Forms'] });
    await fill(user);
    await user.click(screen.getByRole('button', { name: forms.send }));
    expect(await screen.findByText(forms.failure.rejected)).toBeInTheDocument();
    expect(screen.getByLabelText(new RegExp(`^${labels.email}`))).toHaveAttribute('aria-invalid', 'true');
  });
});
