import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';

/**
 * The error page's body (SPEC §2 "Error page"): the status, the message with the loading animation, and
 * optional actions. Shared by the 404 page and the error boundaries.
 */
export function StatusView({
  status,
  message,
  children,
}: {
  status: number;
  message: string;
  children?: ReactNode;
}) {
  return (
    <section className="status-page page-transition" aria-labelledby="status-message">
      <p className="status-page__code" aria-hidden="true">
        {status}
      </p>
      <h1 id="status-message" className="status-page__message">
        {message}
      </h1>
      <Spinner />
      {children && <div className="status-page__actions">{children}</div>}
    </section>
  );
}
