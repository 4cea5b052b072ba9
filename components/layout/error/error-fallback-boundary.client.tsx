'use client';

import { Component, type ReactNode } from 'react';
import button from '@/components/ui/button.module.css';
import styles from './status-view.module.css';

type Props = { children: ReactNode; fallback: string };

/**
 * Catches a failure of the error page itself and shows the plain fallback with a link home.
 * A plain `<a>` so it works even when the router or the translations are what broke.
 */
export class ErrorFallbackBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className={styles.status}>
        <p className={styles.message}>{this.props.fallback}</p>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load on purpose, see above */}
        <a className={button.button} href="/">
          HOME
        </a>
      </section>
    );
  }
}
