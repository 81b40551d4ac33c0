import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from './en';

// English is bundled; Hindi is fetched the first time someone picks it.
export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'hi' ? import('./hi').then((module) => module.hi) : en),
  'en',
  [
    { locale: 'en', name: 'English' },
    { locale: 'hi', name: 'हिन्दी' },
  ],
);
