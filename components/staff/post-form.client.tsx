'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { controlProps, Field } from '@/components/forms/field';
import { postInputSchema, slugOf, type PostRecord } from '@/lib/contract/post-input';
import type { Option } from '@/lib/options/types';
import { RichText, type RichTextLabels } from './rich-text.client';
import styles from './staff.module.css';

type FormValues = z.input<typeof postInputSchema>;

export type PostFormLabels = {
  fields: Record<keyof FormValues, string>;
  errors: Record<string, string>;
  slugHint: string;
  submit: string;
  saving: string;
  saved: string;
  failed: string;
  fixFields: string;
  richText: RichTextLabels;
};

type Props = {
  action: string;
  /** Where a created post is edited, its id appended. */
  createdPath?: string;
  values: FormValues;
  languages: Option[];
  labels: PostFormLabels;
};

/** A news post's fields and text, checked with the schema the backend checks them with again. */
export function PostForm({ action, createdPath, values, languages, labels }: Props) {
  const form = useForm<FormValues, unknown, PostRecord>({
    resolver: zodResolver(postInputSchema),
    defaultValues: values,
  });
  const { register, formState, setError, setValue, getValues, control } = form;
  const router = useRouter();
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed' | 'refused'>('idle');
  // A new post's address follows its title until the address is typed in.
  const [slugTouched, setSlugTouched] = useState(values.slug !== '');

  const errorOf = (name: FieldPath<FormValues>) => {
    const error = formState.errors[name as keyof typeof formState.errors];
    if (!error) return undefined;
    const code =
      error.type === 'too_small'
        ? 'required'
        : error.type === 'too_big'
          ? 'too_long'
          : typeof error.message === 'string' && error.message in labels.errors
            ? error.message
            : 'invalid';
    return labels.errors[code] ?? labels.errors.invalid;
  };

  const submit = form.handleSubmit(async (post) => {
    setStatus('saving');
    let answer: Response;
    try {
      answer = await fetch(action, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(post),
      });
    } catch {
      setStatus('failed');
      return;
    }
    if (answer.status === 400) {
      const body = (await answer.json().catch(() => ({}))) as { errors?: Record<string, string[]> };
      for (const [field, codes] of Object.entries(body.errors ?? {})) {
        setError(field as FieldPath<FormValues>, { message: codes[0] ?? 'invalid' });
      }
      setStatus('refused');
      return;
    }
    if (!answer.ok) {
      setStatus('failed');
      return;
    }
    const { id } = (await answer.json()) as { id: number };
    if (createdPath) {
      router.push(`${createdPath}/${id}`);
      return;
    }
    setStatus('saved');
  });

  const text = (name: 'title' | 'slug' | 'description' | 'date', type = 'text', hint?: string) => (
    <Field id={`post-${name}`} label={labels.fields[name]} error={errorOf(name)} hint={hint} required>
      <input
        type={type}
        {...controlProps(`post-${name}`, { error: errorOf(name), hint, required: true })}
        {...register(name, {
          onChange: (event: { target: { value: string } }) => {
            if (name === 'slug') setSlugTouched(true);
            if (name === 'title' && !slugTouched) setValue('slug', slugOf(event.target.value));
          },
        })}
      />
    </Field>
  );

  return (
    <form className={styles.editor} onSubmit={(event) => void submit(event)} noValidate>
      <Field id="post-language" label={labels.fields.language}>
        <select {...controlProps('post-language', {})} {...register('language')}>
          {languages.map((language) => (
            <option key={language.value} value={language.value}>
              {language.label}
            </option>
          ))}
        </select>
      </Field>
      {text('title')}
      {text('slug', 'text', labels.slugHint)}
      {text('description')}
      {text('date', 'date')}
      <div className={styles.field}>
        <span id="post-content-label">{labels.fields.content}</span>
        <Controller
          control={control}
          name="content"
          render={({ field }) => (
            <RichText
              labelledBy="post-content-label"
              value={getValues('content')}
              onChange={field.onChange}
              labels={labels.richText}
            />
          )}
        />
      </div>
      <div className={styles.inline}>
        <button className={styles.button} type="submit" disabled={status === 'saving'}>
          {status === 'saving' ? labels.saving : labels.submit}
        </button>
        <p role="status" className={styles.formStatus}>
          {status === 'saved' && labels.saved}
          {status === 'refused' && labels.fixFields}
        </p>
        <p role="alert" className={styles.formStatus}>
          {status === 'failed' && labels.failed}
        </p>
      </div>
    </form>
  );
}
