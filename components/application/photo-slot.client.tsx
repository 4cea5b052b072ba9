'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { describedBy } from '@/components/forms/field';
import formStyles from '@/components/forms/forms.module.css';
import type { ApplicationValues, PhotoField } from '@/lib/forms/application-schema';
import { shortenFileName } from '@/lib/forms/file-name';
import styles from './application.module.css';

type Props = {
  name: PhotoField;
  control: Control<ApplicationValues>;
  /** The slot's place among the photos, from 1, as its words name it. */
  number: number;
  error?: string;
};

/**
 * One of the four photo slots: a preview, a styled, localized "choose" control (the native file input is
 * visually hidden: its own button cannot be translated or sized, and overflows a phone), the file name
 * once, a remove control and the slot's own error beneath it.
 */
export function PhotoSlot({ name, control, number, error }: Props) {
  const t = useTranslations('Application');
  const {
    field: { ref, value: file, onChange: setFile, onBlur },
  } = useController({ name, control });
  // The form remounts the slots when it resets, so the preview needs no syncing with the form's value.
  const [preview, setPreview] = useState<string | null>(null);
  const previewRef = useRef<string | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const id = `application-${name}`;

  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  const show = (chosen: File | null) => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = chosen ? URL.createObjectURL(chosen) : null;
    setPreview(previewRef.current);
    setFile(chosen);
  };

  const remove = () => {
    if (inputRef.current) inputRef.current.value = '';
    show(null);
    inputRef.current?.focus();
  };

  return (
    <div className={styles.photo} data-invalid={error ? 'true' : undefined} data-testid={`photo-${name}`}>
      <div className={styles.preview}>
        {preview ? (
          // A local blob the visitor just chose: next/image cannot optimize it.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={preview} alt={t('photoPreview', { number })} />
        ) : (
          <span aria-hidden="true" className={styles.placeholder}>
            +
          </span>
        )}
      </div>
      <input
        ref={(element) => {
          inputRef.current = element;
          ref(element);
        }}
        id={id}
        name={name}
        type="file"
        accept="image/png,image/gif,image/jpeg"
        className={styles.fileInput}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error })}
        aria-required
        onChange={(event) => show(event.target.files?.[0] ?? null)}
        onBlur={onBlur}
      />
      <label className={styles.pick} htmlFor={id}>
        <span>
          {t('photo', { number })}
          <span aria-hidden="true"> *</span>
        </span>
        <span className={styles.pickAction} aria-hidden="true">
          {file ? t('changePhoto') : t('choosePhoto')}
        </span>
      </label>
      {file ? (
        <>
          <p className={styles.fileName} title={file.name} data-testid={`photo-name-${name}`}>
            {shortenFileName(file.name)}
          </p>
          <button type="button" className={styles.remove} onClick={remove}>
            {t('removePhoto', { number })}
          </button>
        </>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={formStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
