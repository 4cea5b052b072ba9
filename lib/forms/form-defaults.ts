import type { ApplicationValues } from './application-schema';
import type { ContactInput } from './contact-schema';
import type { SelectionFieldsInput } from './selection-schema';

// The forms' empty values, typed by their schemas (types only: the schemas load when first needed).

export const contactDefaults: ContactInput = { name: '', email: '', phone: '', message: '' };

export const selectionDefaults: SelectionFieldsInput = { name: '', email: '', phone: '', note: '' };

export const applicationDefaults: ApplicationValues = {
  name: '',
  gender: '',
  birthdate: '',
  height: '',
  nationality: '',
  country: '',
  city: '',
  email: '',
  phone: '',
  instagram: '',
  skills: [],
  accept: false,
  image_1: null,
  image_2: null,
  image_3: null,
  image_4: null,
  video_1: '',
};
