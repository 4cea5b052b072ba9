import { zodResolver } from '@hookform/resolvers/zod';
import { applicationSchema } from './application-schema';

/** The application form's checks, loaded by the form on first use (lazy-resolver.ts), not with the page. */
export const applicationResolver = zodResolver(applicationSchema);
