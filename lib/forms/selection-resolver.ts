import { zodResolver } from '@hookform/resolvers/zod';
import { selectionFieldsSchema } from './selection-schema';

// Loaded by the favorites page's request form on its first focus or press (lazy-resolver.ts), not with the page.
export const selectionResolver = zodResolver(selectionFieldsSchema);
