// @vitest-environment jsdom
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApplicationForm } from '@/components/application/application-form.client';
import { initialApplicationValues } from '@/components/application/application-values';
import { ContactForm } from '@/components/contact/contact-form.client';
import { QueryProvider } from '@/components/layout/query-provider.client';
import es from '@/messages/es.json';

// What the server sends before any script runs: a form shown again after a refused plain post must carry
// its values and errors in the HTML itself, and post to its route with the hidden fields.

const html = (ui: ReactNode, namespaces: (keyof typeof es)[]) => {
  const messages = Object.fromEntries(namespaces.map((ns) => [ns, es[ns]]));
  const markup = renderToString(
    <NextIntlClientProvider locale="es" messages={messages}>
      {ui}
    </NextIntlClientProvider>,
  );
  return new DOMParser().parseFromString(markup, 'text/html');
};

describe('the contact form as the server renders it', () => {
  const plain = { action: '/api/contact?lang=es', locale: 'es', token: 'tok', started: '123' } as const;

  it('posts to its route with the page’s language and the hidden fields of the render', () => {
    const doc = html(<ContactForm plain={plain} />, ['Contact', 'Forms']);
    const form = doc.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/contact?lang=es');
    const hidden = Object.fromEntries(
      [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((i) => [i.name, i.value]),
    );
    expect(hidden).toEqual({ locale: 'es', form_token: 'tok', form_started: '123' });
    expect(doc.querySelector<HTMLInputElement>('#contact-name')!.getAttribute('name')).toBe('name');
  });

  it('shows a review’s values and its errors beside their fields, with no script', () => {
    const review = {
      values: { name: 'Ana', email: 'ana@', phone: '5512345678', message: 'Hola\nqué tal' },
      errors: { email: ['invalidEmail'] },
    };
    const doc = html(<ContactForm plain={plain} review={review} />, ['Contact', 'Forms']);
    expect(doc.querySelector<HTMLInputElement>('#contact-name')!.getAttribute('value')).toBe('Ana');
    expect(doc.querySelector<HTMLTextAreaElement>('#contact-message')!.textContent).toBe('Hola\nqué tal');
    const email = doc.querySelector('#contact-email')!;
    expect(email.getAttribute('value')).toBe('ana@');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(doc.querySelector('#contact-email-error')!.textContent).toBe(es.Forms.errors.invalidEmail);
    expect(doc.querySelector('#contact-name')!.hasAttribute('aria-invalid')).toBe(false);
  });
});

describe('the application form as the server renders it', () => {
  const plain = { action: '/api/get-scouted?lang=es', locale: 'es', token: 't', started: '1' } as const;
  const countries = [
    { id: 1, name: 'México' },
    { id: 2, name: 'Brasil' },
  ];

  it('posts multipart, and a review comes with its country’s cities, choices and errors', () => {
    const review = {
      values: { name: 'Lucía', country: '1', city: '7', accept: 'on', skills: ['3'] },
      errors: { instagram: ['required'] },
    };
    const doc = html(
      <QueryProvider>
        <ApplicationForm
          countries={countries}
          skills={[{ id: 3, name: 'Baile' }]}
          privacyHref="/privacy.pdf"
          plain={plain}
          review={review}
          reviewCities={[{ id: 7, name: 'Guadalajara' }]}
        />
      </QueryProvider>,
      ['Application', 'Forms', 'PlainForm'],
    );
    const form = doc.querySelector('form')!;
    expect(form.getAttribute('enctype')).toBe('multipart/form-data');
    expect(form.getAttribute('action')).toBe('/api/get-scouted?lang=es');
    const city = doc.querySelector<HTMLSelectElement>('#application-city')!;
    expect(city.hasAttribute('disabled')).toBe(false);
    expect(city.querySelector('option[value="7"]')!.hasAttribute('selected')).toBe(true);
    expect(doc.querySelector('#application-country option[value="1"]')!.hasAttribute('selected')).toBe(true);
    expect(doc.querySelector('#application-accept')!.hasAttribute('checked')).toBe(true);
    expect(doc.querySelector('input[name="skills"][value="3"]')!.hasAttribute('checked')).toBe(true);
    expect(doc.querySelector('#application-instagram')!.getAttribute('aria-invalid')).toBe('true');
    // Without a script the country's cities are asked of the server by a button of the form.
    expect(doc.querySelector('noscript')!.innerHTML).toContain('name="intent"');
  });

  it('starts empty without a review, the box unticked and the city waiting for a country', () => {
    expect(initialApplicationValues(undefined)).toMatchObject({ name: '', skills: [], accept: false });
    expect(initialApplicationValues({ values: { accept: '1' }, errors: {} }).accept).toBe(true);
    expect(initialApplicationValues({ values: { skills: 'x' }, errors: {} }).skills).toEqual([]);
  });
});
