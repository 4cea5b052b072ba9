import { msg } from './fixtures';

/** The application form's words, in English (`Application.*` in messages/en.json). */
export const applicationText = (key: string) => msg('en', `Application.${key}`);

/** A field's label: its text, then the required marker when it has one (`Full name *`). */
export const applicationLabel = (key: string) =>
  new RegExp(`^${applicationText(key).replace(/[()]/g, '\\$&')}( \\*)?$`);

/** The fields of the four photos an application needs. */
export const photoFields = ['image_1', 'image_2', 'image_3', 'image_4'];

// A 1×1 png, so the photos are real images by their bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A photo to set on a file input, named as the visitor's file would be. */
export const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
