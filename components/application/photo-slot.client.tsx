'use client';

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
  label: string;
  previewAlt: string;
  error?: string;
};

/** One of the four photo slots: a file input for png, gif or jpeg, a preview and the shortened file name. */
export function PhotoSlot({ name, control, label, previewAlt, error }: Props) {
  const {
    field: { ref, value: file, onChange: setFile, onBlur },
  } = useController({ name, control });
  // The form remounts the slots when it resets, so the preview needs no syncing with the form's value.
  const [preview, setPreview] = useState<string | null>(null);
  const previewRef = useRef<string | null>(null);
  const id = `application-${name}`;

  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  const onChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = file ? URL.createObjectURL(file) : null;
    setPreview(previewRef.current);
    setFile(file);
  };

  return (
    <div className={styles.photo} data-invalid={error ? 'true' : undefined} data-testid={`photo-${name}`}>
      <div className={styles.preview}>
        {preview ? (
          // A local blob the visitor just chose: next/image cannot optimize it.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={preview} alt={previewAlt} />
        ) : (
          <span aria-hidden="true" className={styles.placeholder}>
            +
          </span>
        )}
      </div>
      <label className={formStyles.label} htmlFor={id}>
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      <input
        ref={ref}
        id={id}
        name={name}
        type="file"
        accept="image/png,image/gif,image/jpeg"
        className={styles.fileInput}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error })}
        aria-required
        onChange={onChange}
        onBlur={onBlur}
      />
      {file ? (
        <p className={styles.fileName} title={file.name} data-testid={`photo-name-${name}`}>
          {shortenFileName(file.name)}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={formStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
