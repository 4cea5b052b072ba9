'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { controlProps, Field } from '@/components/forms/field';
import { postInputSchema, slugOf, type PostRecord } from '@/lib/contract/post-input';
import type { Option } from '@/lib/options/types';
import type { SaveAction } from '@/lib/staff/save-state';
import { RichText, type RichTextLabels } from './rich-text.client';
import { SaveControls } from './save-controls';
import styles from './staff.module.css';
import { useStaffSave, type SaveLabels } from './use-staff-save';

type FormValues = z.input<typeof postInputSchema>;

export type PostFormLabels = SaveLabels & {
  fields: Record<keyof FormValues, string>;
  slugHint: string;
  richText: RichTextLabels;
};

type Props = {
  /** The Server Action the values go to: the new record's, or this one's (its id bound by the page). */
  save: SaveAction;
  /** Where a created post is edited, its id appended. */
  createdPath?: string;
  /** The version of the post the page read (none for a new one): its save is made from it. */
  version?: number;
  values: FormValues;
  languages: Option[];
  labels: PostFormLabels;
};

/** A news post's fields and text, checked with the schema the backend checks them with again. */
export function PostForm({ save, createdPath, version, values, languages, labels }: Props) {
  // The values are also written on the controls: react-hook-form fills them only once the script runs.
  const form = useForm<FormValues, unknown, PostRecord>({
    resolver: zodResolver(postInputSchema),
    defaultValues: values,
  });
  const { register, setValue, getValues, control } = form;
  // A new post's address follows its title until the address is typed in.
  const [slugTouched, setSlugTouched] = useState(values.slug !== '');

  const { status, submit, errorOf, ref, guard, conflict } = useStaffSave(form, {
    save,
    createdPath,
    version,
    labels,
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
        defaultValue={values[name]}
      />
    </Field>
  );

  return (
    <form ref={ref} className={styles.editor} onSubmit={(event) => void submit(event)} noValidate>
      <Field id="post-language" label={labels.fields.language}>
        <select
          {...controlProps('post-language', {})}
          {...register('language')}
          defaultValue={values.language}
        >
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
      <SaveControls status={status} labels={labels} conflict={conflict} />
      {guard}
    </form>
  );
}
