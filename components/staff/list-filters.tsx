import type { ReactNode } from 'react';
import { InputField, SubmitRow } from './fields';
import styles from './staff.module.css';

type Props = {
  action: string;
  /** The list's other filters (a select), before the search. */
  children: ReactNode;
  search: { id: string; label: string; value?: string; placeholder?: string };
  apply: string;
};

/** A list's filters and search: a plain GET form, so a view can be reloaded and shared, no script needed. */
export function ListFilters({ action, children, search, apply }: Props) {
  return (
    <form className={styles.filters} method="get" action={action} role="search">
      {children}
      <InputField
        id={search.id}
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
