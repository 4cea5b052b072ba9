import { describe, expect, it } from 'vitest';
import { applicationSchema, type ApplicationValues } from '@/lib/forms/application-schema';
import { applicationDefaults } from '@/lib/forms/form-defaults';
import { contactSchema } from '@/lib/forms/contact-schema';

function codes(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
}

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'p.png', {
    type: 'image/png',
  });

const validApplication = (): ApplicationValues => ({
  ...applicationDefaults,
  name: 'Ana Torres',
  gender: 'woman',
  birthdate: '04/05/2001',
  height: `178/5'10"`,
  nationality: '1',
  country: '1',
  city: '12',
  email: 'ana@example.com',
  phone: '+52 (55) 1234 - 5678',
  instagram: '@ana',
  skills: ['1', '2'],
  accept: true,
  image_1: png(),
  image_2: png(),
  image_3: png(),
  image_4: png(),
  video_1: '',
});

const validContact = { name: 'Ana', email: 'ana@example.com', phone: '5512345678', message: 'Hola' };

describe('contactSchema', () => {
  it('accepts a complete message and trims it', () => {
    const result = contactSchema.safeParse({ ...validContact, name: ' Ana ' });
    expect(result.success && result.data.name).toBe('Ana');
  });
  it('requires every field, with message keys as errors', () => {
    expect(codes(contactSchema.safeParse({ name: '', email: '', phone: ' ', message: '' }))).toEqual({
      name: 'required',
      email: 'required',
      phone: 'required',
      message: 'required',
    });
  });
  it('refuses a malformed e-mail, a phone without digits and huge strings', () => {
    expect(
      codes(
        contactSchema.safeParse({
          name: 'x'.repeat(121),
          email: 'not-an-email',
          phone: 'call me',
          message: 'y'.repeat(5001),
        }),
      ),
    ).toEqual({ name: 'tooLong', email: 'invalidEmail', phone: 'invalidPhone', message: 'tooLong' });
  });
  it('refuses wrong types', () => {
    expect(codes(contactSchema.safeParse({ name: 1, email: [], phone: null, message: {} }))).toEqual({
      name: 'required',
      email: 'required',
      phone: 'required',
      message: 'required',
    });
  });
});

describe('applicationSchema', () => {
  it('accepts a complete application', () => {
    const result = applicationSchema.safeParse(validApplication());
    expect(result.error?.issues ?? []).toEqual([]);
  });
  it('blocks the empty form on every required field but skills and the video link', () => {
    expect(Object.keys(codes(applicationSchema.safeParse(applicationDefaults))).sort()).toEqual(
      [
        'accept',
        'birthdate',
        'city',
        'country',
        'email',
        'gender',
        'height',
        'image_1',
        'image_2',
        'image_3',
        'image_4',
        'instagram',
        'name',
        'nationality',
        'phone',
      ].sort(),
    );
  });
  it('refuses bad values with their own keys', () => {
    const bad = {
      ...validApplication(),
      gender: 'other',
      birthdate: '31/02/2001',
      height: '178',
      country: 'abc',
      video_1: 'not a link',
      image_1: new File(['hello'], 'notes.txt', { type: 'text/plain' }),
      image_2: new File([new Uint8Array(8 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }),
      skills: ['0'],
    };
    expect(codes(applicationSchema.safeParse(bad))).toEqual({
      gender: 'required',
      birthdate: 'invalidDate',
      height: 'invalidOption',
      country: 'invalidOption',
      video_1: 'invalidUrl',
      image_1: 'fileType',
      image_2: 'fileTooLarge',
      skills: 'invalidOption',
    });
  });
  it('accepts an optional http(s) video link', () => {
    expect(
      applicationSchema.safeParse({ ...validApplication(), video_1: 'https://youtu.be/dQw4w9WgXcQ' }).success,
    ).toBe(true);
  });
});

describe('control characters', () => {
  it.each(['\u0000', '\u0007', '\u001b[31m', '\u007f', '\u000b'])(
    'refuses %j in any text field, naming the field',
    (bad) => {
      expect(codes(contactSchema.safeParse({ ...validContact, name: `A${bad}na` }))).toEqual({
        name: 'invalidCharacter',
      });
      expect(codes(contactSchema.safeParse({ ...validContact, message: `Ho${bad}la` }))).toEqual({
        message: 'invalidCharacter',
      });
      expect(codes(applicationSchema.safeParse({ ...validApplication(), instagram: `@a${bad}b` }))).toEqual({
        instagram: 'invalidCharacter',
      });
      expect(
        codes(applicationSchema.safeParse({ ...validApplication(), video_1: `https://x.com/${bad}a` })),
      ).toEqual({
        video_1: 'invalidCharacter',
      });
    },
  );

  it('keeps tabs and line breaks in a message', () => {
    const result = contactSchema.safeParse({ ...validContact, message: 'Hola\r\n\tadiós' });
    expect(result.success).toBe(true);
  });

  it('refuses an id beyond the 32-bit range the back end stores', () => {
    expect(codes(applicationSchema.safeParse({ ...validApplication(), country: '2147483648' }))).toEqual({
      country: 'invalidOption',
    });
    expect(codes(applicationSchema.safeParse({ ...validApplication(), skills: ['9999999999'] }))).toEqual({
      skills: 'invalidOption',
    });
    expect(applicationSchema.safeParse({ ...validApplication(), country: '2147483647' }).success).toBe(true);
  });
});
