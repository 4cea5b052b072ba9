import sharp from 'sharp';

/**
 * What the site's application form asks beside a person's name and ways to reach them, filled validly: a
 * woman born in 2001, 178 cm, in Mexico and the city of that id (the first the site's attributes name).
 */
export const applicationFields = (cityId: number | undefined) => ({
  gender: 'woman',
  birthdate: '04/05/2001',
  height: `178/5'10"`,
  nationality: '1',
  country: '1',
  city: String(cityId),
  accept: '1',
});

/** A small PNG an application's four photos can be. */
export const applicationPhoto = (background: string) =>
  sharp({ create: { width: 12, height: 16, channels: 3, background } })
    .png()
    .toBuffer();
