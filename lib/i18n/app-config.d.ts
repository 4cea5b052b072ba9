import type { Messages } from './messages';
import type { Locale } from './routing';

// Typed locales and messages: `t('Ns.key')` with a missing key fails the type check.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
