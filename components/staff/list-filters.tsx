import type { ReactNode } from 'react';
import { InputField, SelectField, SubmitRow } from './fields';
import styles from './staff.module.css';

type Props<V extends string> = {
  /** The list's name, which the controls' ids start with: `news-language`, `news-search`. */
  list: string;
  action: string;
  /** The list's one choice (a language, a roster, a status), `any` first. */
  filter: {
    name: string;
    label: string;
    values: readonly V[];
    words: (value: V) => string;
    value?: V;
    any: string;
  };
  search: { label: string; value?: string; placeholder?: string };
  apply: string;
  /** Fields the form keeps as they are (the inbox's kind). */
  children?: ReactNode;
};

/** A list's filter and search: a plain GET form, so a view can be reloaded and shared, no script needed. */
export function ListFilters<V extends string>({ list, action, filter, search, apply, children }: Props<V>) {
  return (
    <form className={styles.filters} method="get" action={action} role="search">
      {children}
      <SelectField
        id={`${list}-${filter.name}`}
        name={filter.name}
        label={filter.label}
        values={filter.values}
        words={filter.words}
        defaultValue={filter.value ?? ''}
        any={filter.any}
      />
      <InputField
        id={`${list}-search`}
        label={search.label}
        name="q"
        type="search"
        defaultValue={search.value ?? ''}
        maxLength={100}
        placeholder={search.placeholder}
      />
      <SubmitRow label={apply} />
    </form>
  );
}
