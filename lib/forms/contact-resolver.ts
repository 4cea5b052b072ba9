import { zodResolver } from '@hookform/resolvers/zod';
import { contactSchema } from './contact-schema';

/** The contact form's checks, loaded by the form on first use (lazy-resolver.ts), not with the page. */
export const contactResolver = zodResolver(contactSchema);
