import { notFound } from 'next/navigation';

// Any path no route of the site matches (e.g. `/xx/models`) renders the localized 404 inside the layout.
export default function CatchAll() {
  notFound();
}
