import type { ComponentProps, ReactNode } from 'react';
import type { StaffAccount } from '@/lib/api/staff';
import type { StaffT } from '@/lib/staff/locale';
import { ListFilters } from './list-filters';
import { Outcome } from './outcome';
import { Pager } from './pager';
import { StaffPage } from './staff-page';
import styles from './staff.module.css';

type Props<V extends string> = {
  t: StaffT;
  account: StaffAccount;
  /** Which list, and the namespace of its words. */
  list: 'news' | 'talents';
  /** The list's address, and the page that creates one more. */
  paths: { list: string; create: string };
  /** Whether the page was sent back after a deletion. */
  deleted: boolean;
  filter: ComponentProps<typeof ListFilters<V>>['filter'];
  search?: string;
  /** The page shown, and the address of another. */
  pages: { total: number; page: number; lastPage: number; href: (page: number) => string };
  /** The page's items; none when it has none. */
  children: ReactNode;
};

/** A list of what staff create (the roster, the news): filtered, searched, a page at a time. */
export function CatalogPage<V extends string>(props: Props<V>) {
  const { t, account, list, paths, filter, pages } = props;
  return (
    <StaffPage t={t} account={account} title={t(`${list}.title`)}>
      <Outcome notice={props.deleted && t(`${list}.deleted`)} />
      <p>
        <a className={styles.button} href={paths.create}>
          {t(`${list}.new`)}
        </a>
      </p>
      <ListFilters
        list={list}
        action={paths.list}
        filter={filter}
        search={{ label: t(`${list}.search`), value: props.search }}
        apply={t(`${list}.apply`)}
      />
      <p role="status">{t(`${list}.count`, { total: pages.total })}</p>
      {props.children || <p>{t(`${list}.empty`)}</p>}
      <Pager t={t} page={pages.page} lastPage={pages.lastPage} href={pages.href} />
    </StaffPage>
  );
}
