import sharp from 'sharp';

// An application as the site forwards it to the panel service (docs/backend-contract.md), for the contract
// tests that need one stored: the submission tests and the staff inbox's.

export type SampleImages = {
  png: Uint8Array<ArrayBuffer>;
  jpeg: Uint8Array<ArrayBuffer>;
  gif: Uint8Array<ArrayBuffer>;
};

/** A small picture in each of the formats an application accepts. */
export async function sampleImages(): Promise<SampleImages> {
  const image = sharp({ create: { width: 40, height: 60, channels: 3, background: '#c33' } });
  return {
    png: new Uint8Array(await image.clone().png().toBuffer()),
    jpeg: new Uint8Array(await image.clone().jpeg().toBuffer()),
    gif: new Uint8Array(await image.clone().gif().toBuffer()),
  };
}

/** A valid application in Mexico City (`cityId`) with four photos; a null override leaves a field out. */
export function applicationForm(
  sample: { images: SampleImages; cityId: number },
  overrides: Record<string, string | null> = {},
  files: Record<string, Blob | null> = {},
): FormData {
  const { images } = sample;
  const form = new FormData();
  const fields: Record<string, string | null> = {
    name: 'Ángela Núñez',
    gender: 'woman',
    birthdate: '04/05/2001',
    height: `178/5'10"`,
    id_nationality: '1',
    nationality: 'México',
    id_country: '1',
    country: 'México',
    id_city: String(sample.cityId),
    city: 'Ciudad de México',
    email: 'angela@example.com',
    phone: '+52 55 1234 5678',
    instagram: '@angela',
    skills: JSON.stringify([
      { id: 1, name: 'Actuación' },
      { id: 2, name: 'Baile' },
    ]),
    video_1: 'https://youtu.be/dQw4w9WgXcQ',
    accept: '1',
    ...overrides,
  };
  for (const [k, v] of Object.entries(fields)) if (v !== null) form.set(k, v);
  const photos: Record<string, Blob | null> = {
    image_1: new Blob([images.jpeg], { type: 'image/jpeg' }),
    image_2: new Blob([images.png], { type: 'image/png' }),
    image_3: new Blob([images.gif], { type: 'image/gif' }),
    image_4: new Blob([images.jpeg], { type: 'image/jpeg' }),
    ...files,
  };
  for (const [k, v] of Object.entries(photos)) if (v !== null) form.set(k, v, `${k}.jpg`);
  return form;
}
