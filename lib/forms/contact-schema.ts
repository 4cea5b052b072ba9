import { z } from 'zod';
import { email, phone, requiredText } from './fields';

/** The contact form, checked in the browser (react-hook-form) and again by `app/api/contact`. */
export const contactSchema = z.object({
  name: requiredText(120),
  email,
  phone,
  message: requiredText(5000),
});

export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;
