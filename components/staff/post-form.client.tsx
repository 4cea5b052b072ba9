'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { controlProps, Field } from '@/components/forms/field';
import { postInputSchema, postLanguages, slugOf, type PostRecord } from '@/lib/contract/post-input';
import { EditorForm } from './editor-form';
import { RichText } from './rich-text.client';
import styles from './staff.module.css';
import { useStaffSave, type SaveOptions } from './use-staff-save';
import { useStaffT } from './use-staff-t';

type FormValues = z.input<typeof postInputSchema>;

type Props = SaveOptions & { values: FormValues };

/** A news post's fields and text, checked with the schema the backend checks them with again. */
export function PostForm(props: Props) {
  const { values } = props;
  const t = useStaffT();
  const form = useForm<FormValues, unknown, PostRecord>({
    resolver: zodResolver(postInputSchema),
    defaultValues: values,
  });
  const { register, setValue, getValues, control } = form;
  // A new post's address follows its title until the address is typed in.
  const [slugTouched, setSlugTouched] = useState(values.slug !== '');
  const editor = useStaffSave(form, 'post', props);
  const { errorOf } = editor;

  const text = (name: 'title' | 'slug' | 'description' | 'date', type = 'text', hint?: string) => (
    <Field id={`post-${name}`} label={t(`post.fields.${name}`)} error={errorOf(name)} hint={hint} required>
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
    <EditorForm editor={editor}>
      <Field id="post-language" label={t('post.fields.language')}>
        <select
          {...controlProps('post-language', {})}
          {...register('language')}
          defaultValue={values.language}
        >
          {postLanguages.map((language) => (
            <option key={language} value={language}>
              {t(`news.languages.${language}`)}
            </option>
          ))}
        </select>
      </Field>
      {text('title')}
      {text('slug', 'text', t('post.slugHint'))}
      {text('description')}
      {text('date', 'date')}
      <div className={styles.field}>
        <span id="post-content-label">{t('post.fields.content')}</span>
        <Controller
          control={control}
          name="content"
          render={({ field }) => (
            <RichText
              labelledBy="post-content-label"
              value={getValues('content')}
              onChange={field.onChange}
            />
          )}
        />
      </div>
    </EditorForm>
  );
}
