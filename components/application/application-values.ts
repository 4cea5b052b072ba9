import type { Application, ApplicationValues } from '@/lib/forms/application-schema';
import { applicationDefaults } from '@/lib/forms/form-defaults';
import { applicationTextFields, photoFields } from '@/lib/forms/form-values';
import { reviewedText, type FormReview } from '@/lib/forms/review-values';

export const textFields = applicationTextFields;

/** The body the page's script sends to `/api/get-scouted`. */
export function toFormData(values: Application): FormData {
  const body = new FormData();
  for (const name of textFields) body.set(name, values[name]);
  for (const skill of values.skills) body.append('skills', skill);
  body.set('accept', values.accept ? '1' : '0');
  for (const name of photoFields) body.set(name, values[name], values[name].name);
  return body;
}

/** The form's first values: empty, or what a refused plain post wrote (never its photos). */
export function initialApplicationValues(review: FormReview | undefined): ApplicationValues {
  const values = reviewedText(applicationDefaults, review, textFields);
  const skills = review?.values.skills;
  const accept = review?.values.accept;
  return {
    ...values,
    skills: Array.isArray(skills) ? skills : [],
    accept: typeof accept === 'string' && ['1', 'true', 'on'].includes(accept),
  };
}
