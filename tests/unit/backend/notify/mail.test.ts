import { describe, expect, it } from 'vitest';
import { composeMail, itemLink, type NotifiedItem } from '@/backend/notify/mail';
import { staffPaths } from '@/lib/staff/paths';

const site = 'https://agency.example';
const application: NotifiedItem = {
  kind: 'application',
  id: 42,
  name: 'Ana López',
  email: 'ana@example.com',
  language: 'en',
  place: 'Ciudad de México, México',
};

describe('the notification e-mail', () => {
  it('is written in the language asked for, its subject naming the applicant', () => {
    expect(composeMail(application, 'en', site).subject).toBe('New application: Ana López');
    expect(composeMail(application, 'es', site).subject).toBe('Nueva solicitud: Ana López');
    const spanish = composeMail(application, 'es', site).text;
    expect(spanish).toContain('Ciudad: Ciudad de México, México');
    expect(spanish).toContain('Escrito en: inglés');
    expect(composeMail({ ...application, kind: 'contact' }, 'en', site).subject).toBe(
      'New message: Ana López',
    );
  });

  it("links the item's page in the staff area, as the site's paths name it", () => {
    const link = `${site}${staffPaths.item({ kind: 'application', id: 42 })}`;
    expect(itemLink(site, application)).toBe(link);
    const mail = composeMail(application, 'en', site);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('holds no more of the applicant than the triage needs', () => {
    const mail = composeMail(application, 'en', site);
    expect(mail.text.split('\n').filter((line) => line.includes(': '))).toEqual([
      'Name: Ana López',
      'City: Ciudad de México, México',
      'E-mail: ana@example.com',
      'Written in: English',
    ]);
  });

  it('escapes what the sender typed in the HTML, and keeps it as typed in the text', () => {
    const name = '<img src=x onerror=alert(1)> & "Bo"';
    const mail = composeMail({ ...application, name }, 'en', site);
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&#60;img src=x onerror=alert(1)&#62; &#38; &#34;Bo&#34;');
    expect(mail.text).toContain(`Name: ${name}`);
  });

  it("gives a message's beginning, cut at 300 characters, and a long name cut in the subject", () => {
    const message = `${'a'.repeat(299)}é and more`;
    const mail = composeMail({ ...application, kind: 'contact', message, place: undefined }, 'en', site);
    expect(mail.text).toContain(`Message: ${'a'.repeat(299)}é…`);
    expect(mail.text).not.toContain('and more');
    const long = composeMail({ ...application, name: 'N'.repeat(200) }, 'en', site).subject;
    expect(long).toBe(`New application: ${'N'.repeat(80)}…`);
  });
});
