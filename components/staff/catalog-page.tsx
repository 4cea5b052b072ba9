import type { ReactNode } from 'react';
import { signedInStaff, type StaffPageProps } from '@/lib/staff/current';
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
  return { value, q, page, href, deleted: query.done === 'deleted' };
}

type Pages<Item> = { items: Item[]; total: number; page: number; lastPage: number };

/** A list of what staff create (the roster, the news), its words under `list` in the staff messages. */
type Catalog<V extends string, Item> = {
  list: 'news' | 'talents';
  path: string;
  /** The page that creates one more. */
  create: string;
  /** The list's one filter: its name in the address, its values. */
  filter: { name: string; values: readonly V[] };
  /** The filter's words: its label, each value's, and its first choice of none. */
  words: (t: StaffT) => { label: string; words: (value: V) => string; any: string };
  load: (session: string, query: { value?: V; q?: string; page: number }) => Promise<Pages<Item>>;
  /** The page's items, when it has some. */
  rows: (items: Item[], t: StaffT) => ReactNode;
};

/** The page of a list of what staff create: filtered, searched, a page at a time. */
export function catalogPage<V extends string, Item>({ list, path, filter, ...catalog }: Catalog<V, Item>) {
  return async function CatalogPage({ searchParams }: StaffPageProps) {
    const { account, session, t } = await signedInStaff();
    const query = catalogQuery(await searchParams, path, filter);
    const pages = await catalog.load(session, query);
    return (
      <StaffPage t={t} account={account} title={t(`${list}.title`)}>
        <Outcome notice={query.deleted && t(`${list}.deleted`)} />
        <p>
          <a className={styles.button} href={catalog.create}>
            {t(`${list}.new`)}
          </a>
        </p>
        <ListFilters
          list={list}
          action={path}
          filter={{ ...catalog.words(t), ...filter, value: query.value }}
          search={{ label: t(`${list}.search`), value: query.q }}
          apply={t(`${list}.apply`)}
        />
        <p role="status">{t(`${list}.count`, { total: pages.total })}</p>
        {pages.items.length > 0 ? catalog.rows(pages.items, t) : <p>{t(`${list}.empty`)}</p>}
        <Pager t={t} page={pages.page} lastPage={pages.lastPage} href={query.href} />
      </StaffPage>
    );
  };
}
