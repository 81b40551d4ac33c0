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

/**
 * The texts of the API's error codes (`errors.<CODE>`) are not needed to draw a first screen:
 * they load once it is up (startErrorTexts, after hydration: before it they would compete with
 * the page's own code and data), in the background, for each language as it is chosen. (An error
 * answered before they arrive reads 'An error occurred'.) The language's own bundle is loaded
 * first: i18next loads a language only while it has no texts at all.
 */
async function loadErrorTexts(language: string): Promise<void> {
  if (i18n.getResource(language, 'translation', 'errors.INTERNAL')) return;
  await i18n.loadLanguages(language);
  const texts =
    language === 'hi'
      ? (await import('@/locales/errors/hi.json')).default
      : (await import('@/locales/errors/en.json')).default;
  i18n.addResourceBundle(language, 'translation', { errors: texts }, true, true);
}

let errorTextsStarted = false;

/** The first screen is up: the error texts of its language load now, and of each one chosen. */
export function startErrorTexts(): void {
  if (errorTextsStarted) return;
  errorTextsStarted = true;
  void loadErrorTexts(i18n.language);
}

/** The language a change is under way to (its texts still loading), if any. */
let changingTo: string | undefined;
i18n.on('languageChanging', (language: string) => (changingTo = language));

i18n.on('languageChanged', (language) => {
  changingTo = undefined;
  document.documentElement.lang = language;
  if (errorTextsStarted) void loadErrorTexts(language);
});

/**
 * The language shown and the one a change is under way to: the stored language is applied as
 * the app starts, while the first page's code loads. A page whose texts load apart (the partner
 * portal's) gets both languages' before it first draws: texts that arrive after a page has drawn
 * but before it has subscribed to the store would not redraw it (react-i18next's snapshot does not
 * see them), and it would stay in English.
 */
export const languagesInUse = (): string[] =>
  changingTo && changingTo !== i18n.language ? [i18n.language, changingTo] : [i18n.language];

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
    // Texts added after start (error codes, the partner portal's) re-render what shows them.
    react: { bindI18nStore: 'added' },
  });

export default i18n;
