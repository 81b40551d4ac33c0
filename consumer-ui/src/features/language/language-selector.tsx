import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, apiData } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { LANGUAGES, type Language } from '@/lib/i18n';
import { changeLanguage } from '@/lib/landing';
import { showToast } from '@/lib/toast';

/** Each language in its own script. */
const NATIVE: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

export interface LanguageOption {
  id: number;
  languageName: string;
  code: string;
  isDefault: number;
}

/** POST /api/getLanguages { countryCode }: the languages offered in India. */
export const getLanguages = () =>
  apiData<LanguageOption[]>('POST', '/getLanguages', { countryCode: 'IN' });

/** POST /api/set-language { uid, language } */
export const saveLanguage = (uid: number, language: string) =>
  api('POST', '/set-language', { uid, language });

const supported = (code: string): code is Language =>
  (LANGUAGES as readonly string[]).includes(code);

/**
 * The footer's language selector (only under /user): the languages the server offers that the
 * app has texts for; a choice changes the interface and is saved to the server.
 */
export const LanguageSelector = ({ userId }: { userId: number | null }) => {
  const { t, i18n } = useTranslation();
  const [codes, setCodes] = useState<Language[]>([...LANGUAGES]);

  useEffect(() => {
    getLanguages().then(
      (list) => {
        const offered = list.map((l) => l.code).filter(supported);
        if (offered.length) setCodes(offered);
      },
      (error: unknown) => showToast('error', errorText(t, error)),
    );
  }, [t]);

  const choose = async (code: Language) => {
    await changeLanguage(code);
    if (userId)
      await saveLanguage(userId, code).catch((error: unknown) =>
        showToast('error', errorText(t, error)),
      );
  };
  return (
    <div className="language-selector">
      <label htmlFor="language-select">{t('footer.language')}</label>
      <select
        id="language-select"
        value={i18n.language === 'hi' ? 'hi' : 'en'}
        onChange={(e) => void choose(e.target.value as Language)}
      >
        {codes.map((code) => (
          <option key={code} value={code} lang={code}>
            {NATIVE[code]}
          </option>
        ))}
      </select>
    </div>
  );
};
