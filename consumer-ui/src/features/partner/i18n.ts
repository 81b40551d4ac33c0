import i18n from '@/lib/i18n';

let following = false;

/**
 * The partner portal's texts (`partner.*`) are not in the consumer app's bundle: they load with
 * the portal, so the consumer login page does not carry them. Resolves once the texts of
 * `language` are in i18next. The language's own bundle is loaded first: i18next loads a language
 * only while it has no texts at all.
 */
export async function loadPartnerTexts(language: string): Promise<void> {
  // A language chosen later (the stored one is applied while the portal loads, or the settings'
  // selector) gets the portal's texts too; the pages re-render when they arrive.
  if (!following) {
    following = true;
    i18n.on('languageChanged', (next) => void loadPartnerTexts(next));
  }
  if (i18n.getResource(language, 'translation', 'partner.login.title')) return;
  await i18n.loadLanguages(language);
  const texts =
    language === 'hi'
      ? (await import('@/locales/partner/hi.json')).default
      : (await import('@/locales/partner/en.json')).default;
  i18n.addResourceBundle(language, 'translation', { partner: texts }, true, true);
}
