import i18n from '@/lib/i18n';

/**
 * The partner portal's texts (`partner.*`) are not in the consumer app's bundle: they load with
 * the portal, so the consumer login page does not carry them. Resolves once the texts of
 * `language` (the current one by default) are in i18next. The language's own bundle is loaded
 * first: i18next loads a language only while it has no texts at all.
 */
export async function loadPartnerTexts(language = i18n.language): Promise<void> {
  if (i18n.getResource(language, 'translation', 'partner.login.title')) return;
  await i18n.loadLanguages(language);
  const texts =
    language === 'hi'
      ? (await import('@/locales/partner/hi.json')).default
      : (await import('@/locales/partner/en.json')).default;
  i18n.addResourceBundle(language, 'translation', { partner: texts }, true, true);
}
