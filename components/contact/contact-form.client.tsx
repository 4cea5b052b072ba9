'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import styles from '@/components/forms/forms.module.css';
import { FormFooter } from '@/components/forms/form-footer';
import { TextField } from '@/components/forms/text-field';
import { useFieldErrors } from '@/components/forms/use-field-errors';
import { useSubmission } from '@/components/forms/use-submission';
import type { Contact, ContactInput } from '@/lib/forms/contact-schema';
import { contactDefaults } from '@/lib/forms/form-defaults';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import type { PlainPost } from '@/lib/forms/plain-post';
import { reviewedText, reviewErrors, type FormReview } from '@/lib/forms/review-values';

const fields = ['name', 'email', 'phone', 'message'] as const;
const validation = lazyResolver<ContactInput, Contact>(() =>
  import('@/lib/forms/contact-resolver').then((module) => module.contactResolver),
);

type Props = {
  /** How the browser sends the form itself, before or without JavaScript. */
  plain: PlainPost;
  /** What a refused plain post wrote, shown again with its errors. */
  review?: FormReview;
};

/**
 * The client contact form: name, email, phone and message, all required, sent to `/api/contact` by the
 * page's script, or posted by the browser itself (`plain`) until the script runs.
 */
export function ContactForm({ plain, review }: Props) {
  const t = useTranslations('Contact');
  const tf = useTranslations('Forms');
  const locale = useLocale();
  // Once, so react-hook-form does not apply them again on every render.
  const [initial] = useState(() => ({
    values: reviewedText(contactDefaults, review, fields),
    errors: reviewErrors(review),
  }));
  const form = useForm<ContactInput, unknown, Contact>({
    resolver: validation.resolver,
    defaultValues: initial.values,
    errors: initial.errors,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errorText, applyServerErrors, hasErrors } = useFieldErrors(form, fields);
  const onReset = useCallback(() => form.reset(contactDefaults), [form]);
  const { state, send, honeypotRef } = useSubmission({
    url: '/api/contact',
    locale,
    onReset,
    onFieldErrors: applyServerErrors,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    if (state.status === 'sending' || state.status === 'sent') return;
    const body = new FormData();
    for (const name of fields) body.set(name, values[name]);
    await send(body);
  });

  return (
    <form
      method="post"
      action={plain.action}
      className={styles.form}
      onSubmit={(event) => void onSubmit(event)}
      onFocus={validation.preload}
      onPointerDown={validation.preload}
      noValidate
      aria-label={t('formLabel')}
    >
      <p className={styles.hint}>{tf('requiredHint')}</p>
      {fields.map((name) => (
        <TextField
          key={name}
          id={`contact-${name}`}
          label={t(name)}
          registration={form.register(name)}
          defaultValue={initial.values[name]}
          error={errorText(name)}
          rows={name === 'message' ? 6 : undefined}
          required
        />
      ))}
      <FormFooter
        plain={plain}
        honeypotRef={honeypotRef}
        invalid={hasErrors}
        state={state}
        onRetry={() => void onSubmit()}
      />
    </form>
  );
}
