'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { controlProps, Field } from '@/components/forms/field';
import { postInputSchema, slugOf, type PostRecord } from '@/lib/contract/post-input';
import type { Option } from '@/lib/options/types';
import { EditorForm } from './editor-form';
import type { PostFormLabels } from './post-editor-props';
import { RichText } from './rich-text.client';
import styles from './staff.module.css';
import { useStaffSave, type SaveOptions } from './use-staff-save';

type FormValues = z.input<typeof postInputSchema>;

type Props = SaveOptions & { values: FormValues; languages: Option[]; labels: PostFormLabels };

/** A news post's fields and text, checked with the schema the backend checks them with again. */
export function PostForm(props: Props) {
  const { values, languages, labels } = props;
  const form = useForm<FormValues, unknown, PostRecord>({
    resolver: zodResolver(postInputSchema),
    defaultValues: values,
  });
  const { register, setValue, getValues, control } = form;
  // A new post's address follows its title until the address is typed in.
  const [slugTouched, setSlugTouched] = useState(values.slug !== '');
  const editor = useStaffSave(form, props);
  const { errorOf } = editor;

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
    <EditorForm editor={editor} labels={labels}>
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
    </EditorForm>
  );
}
