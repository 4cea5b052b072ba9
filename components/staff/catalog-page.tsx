import type { ReactNode } from 'react';
import type { StaffAccount } from '@/lib/api/staff';
import { listHref, listQuery } from '@/lib/staff/list-query';
import type { StaffT } from '@/lib/staff/locale';
import { ListFilters } from './list-filters';
import { Outcome } from './outcome';
import { Pager } from './pager';
import { StaffPage } from './staff-page';
import styles from './staff.module.css';

/**
 * What a list's address asks for: its one filter (`name`, one of `values`), its search and page; whether it
 * was sent back after a deletion, and the address of another of its pages.
 */
export function catalogQuery<V extends string>(
  query: Record<string, string | string[] | undefined>,
  path: string,
  filter: { name: string; values: readonly V[] },
) {
  const { one, q, page } = listQuery(query);
  const value = filter.values.find((known) => known === one(filter.name));
  const href = (target: number) => listHref(path, { [filter.name]: value, q }, target);
  return { ...filter, path, value, q, page, href, deleted: query.done === 'deleted' };
}

type Props<V extends string> = {
  t: StaffT;
  account: StaffAccount;
  /** Which list, and the namespace of its words. */
  list: 'news' | 'talents';
  /** The page that creates one more. */
  create: string;
  query: ReturnType<typeof catalogQuery<V>>;
  /** The filter's words: its label, each value's, and its first choice of none. */
  filter: { label: string; words: (value: V) => string; any: string };
  /** How many there are, and the page shown of how many. */
  pages: { total: number; page: number; lastPage: number };
  /** The page's items; none when it has none. */
  children: ReactNode;
};

/** A list of what staff create (the roster, the news): filtered, searched, a page at a time. */
export function CatalogPage<V extends string>({ t, list, query, pages, ...props }: Props<V>) {
  return (
    <StaffPage t={t} account={props.account} title={t(`${list}.title`)}>
      <Outcome notice={query.deleted && t(`${list}.deleted`)} />
      <p>
        <a className={styles.button} href={props.create}>
          {t(`${list}.new`)}
        </a>
      </p>
      <ListFilters
        list={list}
        action={query.path}
        filter={{ ...props.filter, name: query.name, values: query.values, value: query.value }}
        search={{ label: t(`${list}.search`), value: query.q }}
        apply={t(`${list}.apply`)}
      />
      <p role="status">{t(`${list}.count`, { total: pages.total })}</p>
      {props.children || <p>{t(`${list}.empty`)}</p>}
      <Pager t={t} page={pages.page} lastPage={pages.lastPage} href={query.href} />
    </StaffPage>
  );
}
