import type { ReactNode } from 'react';
import { PageEnter } from '@/components/layout/page-enter.client';
import styles from '@/components/layout/page-transition.module.css';

// A template remounts on every navigation, so the new page's enter animation (PageEnter) plays each time;
// the leave half is driven by the navigation listener (see page-transition.module.css).
export default function PageTemplate({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page} data-transition="page">
      <PageEnter>{children}</PageEnter>
    </div>
  );
}
