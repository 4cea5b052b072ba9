'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { describedBy, Field } from '@/components/forms/field';
import styles from '@/components/forms/forms.module.css';
import { Honeypot } from '@/components/forms/honeypot';
import { SendControls } from '@/components/forms/send-controls';
import { useSubmission } from '@/components/forms/use-submission';
import { contactDefaults, contactSchema, type Contact, type ContactInput } from '@/lib/forms/contact-schema';
import type { FormErrorKey } from '@/lib/forms/fields';

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
  const { errors, isSubmitted } = form.formState;

  const onReset = useCallback(() => form.reset(contactDefaults), [form]);
  const onFieldErrors = useCallback(
    (fieldErrors: Record<string, string[]>) => {
      for (const name of fields) {
        const code = fieldErrors[name]?.[0];
        if (code) form.setError(name, { type: 'server', message: code });
      }
    },
    [form],
  );
  const { state, send, honeypotRef } = useSubmission({ url: '/api/contact', locale, onReset, onFieldErrors });

  const onSubmit = form.handleSubmit(async (values) => {
    if (state.status === 'sending' || state.status === 'sent') return;
    const body = new FormData();
    for (const name of fields) body.set(name, values[name]);
    await send(body);
  });

  const errorText = (name: (typeof fields)[number]) => {
    const code = errors[name]?.message;
    return code ? tf(`errors.${code as FormErrorKey}`) : undefined;
  };
  const hasErrors = isSubmitted && Object.keys(errors).length > 0;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('formLabel')}>
      <p className={styles.hint}>{tf('requiredHint')}</p>
      {fields.map((name) => {
        const error = errorText(name);
        const props = {
          id: `contact-${name}`,
          className: styles.control,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy(`contact-${name}`, { error }),
          'aria-required': true,
          ...form.register(name),
        };
        return (
          <Field key={name} id={`contact-${name}`} label={t(name)} error={error} required>
            {name === 'message' ? (
              <textarea rows={6} {...props} />
            ) : (
              <input
                type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
                autoComplete={name === 'phone' ? 'tel' : name}
                {...props}
              />
            )}
          </Field>
        );
      })}
      <Honeypot label={tf('honeypot')} inputRef={honeypotRef} />
      {hasErrors ? (
        <p className={styles.summary} role="alert">
          {tf('invalidSummary')}
        </p>
      ) : null}
      <SendControls
        state={state}
        onRetry={() => void onSubmit()}
        labels={{
          send: tf('send'),
          sending: tf('sending'),
          sent: tf('sent'),
          retry: tf('retry'),
          sentAnnouncement: tf('sentAnnouncement'),
          failure: state.status === 'failed' ? tf(`failure.${state.failure}`) : null,
        }}
      />
    </form>
  );
}
