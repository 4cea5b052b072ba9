import type { ReactNode } from 'react';
import styles from '@/components/layout/page-transition.module.css';

// A template remounts on every navigation, so the "page" transition's enter animation plays each time;
// the leave half is driven by the navigation listener (see page-transition.module.css).
export default function PageTemplate({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page} data-transition="page">
      {children}
    </div>
  );
}
