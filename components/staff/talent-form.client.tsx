'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactElement } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import { controlProps, Field } from '@/components/forms/field';
import { talentInputSchema, type TalentRecord } from '@/lib/contract/talent-input';
import type { Option } from '@/lib/options/types';
import { EditorForm } from './editor-form';
import styles from './staff.module.css';
import type { TalentFormOptions } from './talent-editor-props';
import { useStaffSave, type SaveOptions } from './use-staff-save';
import { useStaffT } from './use-staff-t';

/** The form keeps the tags as the checkboxes give them (strings); the schema reads them as ids. */
const formSchema = talentInputSchema.extend({ tags: z.array(z.coerce.number().int().min(1)).max(20) });
type FormValues = z.input<typeof formSchema>;

type Props = SaveOptions & { values: FormValues; options: TalentFormOptions };

/** What ties a control to the form: its id and description, its registration, the value the page gave. */
type Tied = ReturnType<typeof controlProps> & UseFormRegisterReturn & { defaultValue: string };

const measureFields = ['bust', 'waist', 'hips', 'shoes', 'jeans', 'shirt'] as const;

/**
 * A talent's fields, checked in the browser with the schema the backend checks them with again
 * (lib/contract/talent-input.ts); the backend's own refusals land on the same fields.
 */
export function TalentForm(props: Props) {
  const { values, options } = props;
  const t = useStaffT();
  const form = useForm<FormValues, unknown, TalentRecord>({
    resolver: zodResolver(formSchema),
    defaultValues: values,
  });
  const { register } = form;
  const editor = useStaffSave(form, 'talent', props);
  const { errorOf } = editor;

  /** A field's label, its control (made by `control` with the props that tie it to the form) and error. */
  const field = (name: Exclude<keyof FormValues, 'tags'>, control: (tied: Tied) => ReactElement) => {
    const id = `talent-${name}`;
    const error = errorOf(name);
    const required = name === 'name';
    const tied = {
      ...controlProps(id, { error, required }),
      ...register(name),
      defaultValue: values[name] ?? '',
    };
    return (
      <Field key={name} id={id} label={t(`talent.fields.${name}`)} error={error} required={required}>
        {control(tied)}
      </Field>
    );
  };
  const select = (name: 'category' | 'height' | 'eyes' | 'hair', choices: readonly Option[], empty = true) =>
    field(name, (tied) => (
      <select {...tied}>
        {empty && <option value="">{t('talent.none')}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    ));
  const text = (name: Parameters<typeof field>[0], type = 'text') =>
    field(name, (tied) => <input type={type} {...tied} />);

  return (
    <EditorForm editor={editor}>
      {select('category', options.categories, false)}
      {text('name')}
      {text('birthdate', 'date')}
      {select('height', options.heights)}
      <div className={styles.measures}>{measureFields.map((name) => text(name))}</div>
      {select('eyes', options.eyes)}
      {select('hair', options.hair)}
      <fieldset className={styles.tags} aria-describedby={errorOf('tags') ? 'talent-tags-error' : undefined}>
        <legend>{t('talent.fields.tags')}</legend>
        {errorOf('tags') && (
          <p id="talent-tags-error" className={styles.fieldError}>
            {errorOf('tags')}
          </p>
        )}
        {options.tags.map((tag) => (
          <label key={tag.value} className={styles.check}>
            <input
              type="checkbox"
              value={tag.value}
              {...register('tags')}
              defaultChecked={values.tags?.map(String).includes(String(tag.value))}
            />
            {tag.label}
          </label>
        ))}
      </fieldset>
      {text('instagram', 'url')}
      {text('tiktok', 'url')}
      {field('about', (tied) => (
        <textarea rows={6} {...tied} />
      ))}
    </EditorForm>
  );
}
