import type { Locale } from '@/lib/i18n/routing';

/**
 * The few words the global error page shows. It replaces the root layout, so it has no translations
 * provider; these copies of the messages files' values stay equal to them (a unit test checks).
 */
export const globalErrorText: Record<
  Locale,
  { message: string; retry: string; home: string; fallback: string }
> = {
  es: {
    message: 'Ocurrió un error',
    retry: 'Intentar de nuevo',
    home: 'INICIO',
    fallback: 'Ocurrió un error al mostrar la página de error',
  },
  en: {
    message: 'An error occurred',
    retry: 'Try again',
    home: 'HOME',
    fallback: 'An error occurred while showing the error page',
  },
  pt: {
    message: 'Ocorreu um erro',
    retry: 'Tentar novamente',
    home: 'INÍCIO',
    fallback: 'Ocorreu um erro ao mostrar a página de erro',
  },
};
