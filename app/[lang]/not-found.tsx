import { NotFoundView } from '@/components/layout/error/not-found-view.client';

// No metadata export here: it would translate on the server before the layout sets the locale (see the
// view); the view sets its own <title>.
export default function LocaleNotFound() {
  return <NotFoundView />;
}
