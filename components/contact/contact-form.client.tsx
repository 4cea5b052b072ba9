'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import styles from '@/components/forms/forms.module.css';
import { Honeypot } from '@/components/forms/honeypot';
import { SendControls } from '@/components/forms/send-controls';
import { TextField } from '@/components/forms/text-field';
import { useFieldErrors } from '@/components/forms/use-field-errors';
import { useSubmission } from '@/components/forms/use-submission';
import { contactDefaults, contactSchema, type Contact, type ContactInput } from '@/lib/forms/contact-schema';

const fields = ['name', 'email', 'phone', 'message'] as const;

/** The client contact form: name, email, phone and message, all required, sent to `/api/contact`. */
export function ContactForm() {
  const t = useTranslations('Contact');
  const tf = useTranslations('Forms');
  const locale = useLocale();
  const form = useForm<ContactInput, unknown, Contact>({
    resolver: zodResolver(contactSchema),
    defaultValues: contactDefaults,
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
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('formLabel')}>
      <p className={styles.hint}>{tf('requiredHint')}</p>
      {fields.map((name) => (
        <TextField
          key={name}
          id={`contact-${name}`}
          label={t(name)}
          registration={form.register(name)}
          error={errorText(name)}
          rows={name === 'message' ? 6 : undefined}
          required
        />
      ))}
      <Honeypot label={tf('honeypot')} inputRef={honeypotRef} />
      {hasErrors ? (
        <p className={styles.summary} role="alert">
          {tf('invalidSummary')}
        </p>
      ) : null}
      <SendControls state={state} onRetry={() => void onSubmit()} />
    </form>
  );
}
