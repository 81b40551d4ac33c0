import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '@/locales/en.json';

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

// English ships in the entry chunk; other languages are fetched when first chosen.
const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    if (language !== 'hi') return callback(null, {});
    import('@/locales/hi.json').then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

void i18n
  .use(lazyLocales)
  .use(initReactI18next)
  .init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: LANGUAGES,
    resources: { en: { translation: en } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
  });

export default i18n;
