import { notFound } from 'next/navigation';

/** Any path of the staff area that names no page: its 404 (app/staff/not-found.tsx). */
export default function MissingStaffPage(): never {
  notFound();
}
