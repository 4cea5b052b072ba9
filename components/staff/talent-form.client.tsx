'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { controlProps, Field } from '@/components/forms/field';
import { talentInputSchema, type TalentRecord } from '@/lib/contract/talent-input';
import type { Option } from '@/lib/options/types';
import styles from './staff.module.css';

/** The form keeps the tags as the checkboxes give them (strings); the schema reads them as ids. */
const formSchema = talentInputSchema.extend({ tags: z.array(z.coerce.number().int().min(1)).max(20) });
type FormValues = z.input<typeof formSchema>;

export type TalentFormLabels = {
  fields: Record<string, string>;
  errors: Record<string, string>;
  none: string;
  submit: string;
  saving: string;
  saved: string;
  failed: string;
  fixFields: string;
};

export type TalentFormOptions = {
  categories: Option[];
  heights: readonly Option[];
  eyes: Option[];
  hair: Option[];
  tags: Option[];
};

type Props = {
  /** The route the JSON goes to: the new talent's, or this one's. */
  action: string;
  /** Where a created talent is edited, its id appended: its pictures are added there. */
  createdPath?: string;
  values: FormValues;
  options: TalentFormOptions;
  labels: TalentFormLabels;
};

const measureFields = ['bust', 'waist', 'hips', 'shoes', 'jeans', 'shirt'] as const;

/**
 * A talent's fields, checked in the browser with the schema the backend checks them with again
 * (lib/contract/talent-input.ts); the backend's own refusals land on the same fields.
 */
export function TalentForm({ action, createdPath, values, options, labels }: Props) {
  const form = useForm<FormValues, unknown, TalentRecord>({
    resolver: zodResolver(formSchema),
    defaultValues: values,
  });
  const { register, formState, setError } = form;
  const router = useRouter();
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed' | 'refused'>('idle');

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

  const submit = form.handleSubmit(async (talent) => {
    setStatus('saving');
    let answer: Response;
    try {
      answer = await fetch(action, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(talent),
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

  const select = (
    name: 'category' | 'height' | 'eyes' | 'hair',
    choices: readonly Option[],
    empty: boolean,
  ) => (
    <Field id={`talent-${name}`} label={labels.fields[name]!} error={errorOf(name)}>
      <select {...controlProps(`talent-${name}`, { error: errorOf(name) })} {...register(name)}>
        {empty && <option value="">{labels.none}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </Field>
  );
  const text = (
    name: 'name' | 'birthdate' | 'instagram' | 'tiktok' | (typeof measureFields)[number],
    type = 'text',
  ) => (
    <Field
      id={`talent-${name}`}
      label={labels.fields[name]!}
      error={errorOf(name)}
      required={name === 'name'}
    >
      <input
        type={type}
        {...controlProps(`talent-${name}`, { error: errorOf(name), required: name === 'name' })}
        {...register(name)}
      />
    </Field>
  );

  return (
    <form className={styles.editor} onSubmit={(event) => void submit(event)} noValidate>
      {select('category', options.categories, false)}
      {text('name')}
      {text('birthdate', 'date')}
      {select('height', options.heights, true)}
      <div className={styles.measures}>{measureFields.map((name) => text(name))}</div>
      {select('eyes', options.eyes, true)}
      {select('hair', options.hair, true)}
      <fieldset className={styles.tags} aria-describedby={errorOf('tags') ? 'talent-tags-error' : undefined}>
        <legend>{labels.fields.tags}</legend>
        {errorOf('tags') && (
          <p id="talent-tags-error" className={styles.fieldError}>
            {errorOf('tags')}
          </p>
        )}
        {options.tags.map((tag) => (
          <label key={tag.value} className={styles.check}>
            <input type="checkbox" value={tag.value} {...register('tags')} />
            {tag.label}
          </label>
        ))}
      </fieldset>
      {text('instagram', 'url')}
      {text('tiktok', 'url')}
      <Field id="talent-about" label={labels.fields.about!} error={errorOf('about')}>
        <textarea
          rows={6}
          {...controlProps('talent-about', { error: errorOf('about') })}
          {...register('about')}
        />
      </Field>
      <label className={styles.check}>
        <input type="checkbox" {...register('hidden')} />
        {labels.fields.hidden}
      </label>
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
