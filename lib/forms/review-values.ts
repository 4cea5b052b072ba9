import type { FieldError } from 'react-hook-form';

/** A review as the form components receive it (lib/forms/review-store.ts keeps it on the server). */
export type FormReview = {
  values: Record<string, string | string[]>;
  errors: Record<string, string[]>;
};

/** The review's text values for the given fields, over the form's defaults. */
export function reviewedText<Values extends Record<string, unknown>>(
  defaults: Values,
  review: FormReview | undefined,
  names: readonly (keyof Values & string)[],
): Values {
  const values = { ...defaults };
  for (const name of names) {
    const value = review?.values[name];
    if (typeof value === 'string') (values as Record<string, unknown>)[name] = value;
  }
  return values;
}

/** The route's error codes as react-hook-form's initial errors, so the first render shows them. */
export function reviewErrors(review: FormReview | undefined): Record<string, FieldError> | undefined {
  if (!review || Object.keys(review.errors).length === 0) return undefined;
  const errors: Record<string, FieldError> = {};
  for (const [name, codes] of Object.entries(review.errors)) {
    if (codes[0]) errors[name] = { type: 'server', message: codes[0] };
  }
  return errors;
}
