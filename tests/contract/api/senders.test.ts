import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { getAttributes, sendApplication, sendContact } from '@/lib/api';
import { operatorInbox as listInbox } from '../../support/contract/operator-inbox';
import { apiFailure } from '../../support/api-failure';
import { match } from '../../support/matchers';

const contact = {
  name: 'Ana Torres',
  email: 'ana@example.com',
  phone: '5512345678',
  message: 'Quisiera una cotización.',
};

let png: Buffer;
let form: () => FormData;

beforeAll(async () => {
  png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#c03' } })
    .png()
    .toBuffer();
  const { countries, cities, skills } = await getAttributes({ locale: 'es' });
  const mexico = countries.find((c) => c.id === 1)!;
  const city = cities[0]!;
  const skill = skills[0]!;
  form = () => {
    const data = new FormData();
    const fields: Record<string, string> = {
      name: 'Lucía Hernández',
      gender: 'woman',
      birthdate: '04/05/2001',
      height: `178/5'10"`,
      id_nationality: String(mexico.id),
      nationality: mexico.name,
      id_country: String(mexico.id),
      country: mexico.name,
      id_city: String(city.id),
      city: city.name,
      email: 'lucia@example.com',
      phone: '5512345678',
      instagram: '@lucia',
      skills: JSON.stringify([{ id: skill.id, name: skill.name }]),
      video_1: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      accept: '1',
    };
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    for (let n = 1; n <= 4; n += 1)
      data.set(`image_${n}`, new Blob([new Uint8Array(png)], { type: 'image/png' }), `photo-${n}.png`);
    return data;
  };
});

describe('sendContact', () => {
  it('stores the message once per idempotency key and shows it in the inbox', async () => {
    const idempotencyKey = crypto.randomUUID();
    const first = await sendContact(contact, { locale: 'es', idempotencyKey });
    expect(first.id).toBeGreaterThan(0);
    expect(Number.isNaN(Date.parse(first.createdAt))).toBe(false);
    expect(await sendContact(contact, { locale: 'es', idempotencyKey })).toEqual(first);
    const inbox = await listInbox({ kind: 'contact' });
    expect(inbox.items.filter((item) => item.id === first.id)).toHaveLength(1);
    expect(inbox.items.find((item) => item.id === first.id)?.fields).toMatchObject({ email: contact.email });
  });
});

describe('sendApplication', () => {
  it('stores an application with its four photos', async () => {
    const receipt = await sendApplication(form(), { locale: 'es', idempotencyKey: crypto.randomUUID() });
    expect(receipt.id).toBeGreaterThan(0);
    const inbox = await listInbox({ kind: 'application' });
    const stored = inbox.items.find((item) => item.id === receipt.id);
    expect(stored?.files.map((file) => file.field).sort()).toEqual([
      'image_1',
      'image_2',
      'image_3',
      'image_4',
    ]);
  });

  it('refuses missing fields with 400 and their codes', async () => {
    const data = form();
    data.delete('instagram');
    data.set('gender', 'other');
    const error = await apiFailure(
      sendApplication(data, { locale: 'es', idempotencyKey: crypto.randomUUID() }),
    );
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toMatchObject({ instagram: match.any(Array), gender: match.any(Array) });
  });

  it('refuses a photo that is not an image by its bytes with 415', async () => {
    const data = form();
    data.set('image_2', new Blob(['%PDF-1.7 not a picture'], { type: 'image/png' }), 'fake.png');
    const error = await apiFailure(
      sendApplication(data, { locale: 'es', idempotencyKey: crypto.randomUUID() }),
    );
    expect(error.status).toBe(415);
  });
});
