import { languagesInUse } from '@/lib/i18n';

/**
 * The partner portal is its own area, loaded only when a partner page is opened; its texts load
 * with each of its pages (before the page renders), in the language shown and in the one the app
 * is switching to.
 */
export const withPartnerTexts = async <T>(load: Promise<T>): Promise<T> => {
  const [loaded] = await Promise.all([
    load,
    import('@/features/partner/i18n').then((m) =>
      Promise.all(languagesInUse().map((language) => m.loadPartnerTexts(language))),
    ),
  ]);
  return loaded;
};
