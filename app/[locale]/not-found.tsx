import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/layout/error/not-found-view';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('NotFound');
  return { title: t('title') };
}

export default function LocaleNotFound() {
  return <NotFoundView />;
}
