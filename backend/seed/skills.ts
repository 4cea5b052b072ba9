import { skills } from '../../lib/vocabulary/labels';

// Skills of the application form and the profiles, in es, en and pt: the table the site shows them from.
export const skillRows: { es: string; en: string; pt: string }[] = skills.map((skill) => ({ ...skill }));
